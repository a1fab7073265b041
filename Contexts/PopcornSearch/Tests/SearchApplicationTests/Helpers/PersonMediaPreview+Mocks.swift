import CoreDomain
import Foundation
import SearchDomain

extension PersonMediaPreview {
    /// Brad Pitt as a search result, known for Fight Club.
    static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        originalName: String? = "Brad Pitt",
        popularity: Double? = 21.5,
        knownFor: [MediaPreview] = [.movie(.mock())]
    ) -> PersonMediaPreview {
        PersonMediaPreview(
            id: id,
            name: name,
            originalName: originalName,
            gender: .male,
            knownForDepartment: "Acting",
            profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
            popularity: popularity,
            knownFor: knownFor
        )
    }
}
