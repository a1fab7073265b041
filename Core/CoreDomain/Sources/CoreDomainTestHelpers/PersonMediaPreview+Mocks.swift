import CoreDomain
import Foundation

extension PersonMediaPreview {
    /// Brad Pitt as a search, trending or discover result, known for Fight Club and Breaking Bad (for the mix of kinds).
    public static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        originalName: String? = "Brad Pitt",
        gender: Gender = .male,
        popularity: Double? = 21.5,
        isAdultOnly: Bool = false,
        knownFor: [MediaPreview] = [.movie(.mock()), .tvSeries(.mock())]
    ) -> PersonMediaPreview {
        PersonMediaPreview(
            id: id,
            name: name,
            originalName: originalName,
            gender: gender,
            knownForDepartment: "Acting",
            profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
            popularity: popularity,
            isAdultOnly: isAdultOnly,
            knownFor: knownFor
        )
    }
}
