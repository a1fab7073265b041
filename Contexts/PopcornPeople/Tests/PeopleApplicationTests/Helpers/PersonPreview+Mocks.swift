import CoreDomain
import Foundation
import PeopleDomain

extension PersonPreview {
    static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        profilePath: URL? = URL(string: "/profile.jpg")
    ) -> PersonPreview {
        PersonPreview(
            id: id,
            name: name,
            knownForDepartment: "Acting",
            gender: .male,
            profilePath: profilePath,
            popularity: 21.5,
            knownForTitles: ["Fight Club", "Se7en"]
        )
    }
}
