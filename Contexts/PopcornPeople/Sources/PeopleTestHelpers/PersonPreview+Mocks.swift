import CoreDomain
import Foundation
import PeopleDomain

extension PersonPreview {
    /// Brad Pitt as a list of people shows him: an actor known for three titles.
    public static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        knownForDepartment: String? = "Acting",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
        popularity: Double? = 10.5,
        knownForTitles: [String] = ["Fight Club", "Se7en", "Once Upon a Time... in Hollywood"]
    ) -> PersonPreview {
        PersonPreview(
            id: id,
            name: name,
            knownForDepartment: knownForDepartment,
            gender: gender,
            profilePath: profilePath,
            popularity: popularity,
            knownForTitles: knownForTitles
        )
    }
}
