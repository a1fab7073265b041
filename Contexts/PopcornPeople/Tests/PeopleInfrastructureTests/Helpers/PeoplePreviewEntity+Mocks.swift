import Foundation

@testable import PeopleInfrastructure

extension PeoplePreviewEntity {
    static func mock(
        personID: Int = 287,
        name: String = "Brad Pitt",
        knownForDepartment: String? = "Acting",
        gender: Int = 2,
        profilePath: String? = "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
        popularity: Double? = 10.5,
        knownForTitles: [String] = ["Fight Club", "Se7en", "Once Upon a Time... in Hollywood"]
    ) -> PeoplePreviewEntity {
        PeoplePreviewEntity(
            personID: personID,
            name: name,
            knownForDepartment: knownForDepartment,
            gender: gender,
            profilePath: profilePath,
            popularity: popularity,
            knownForTitles: knownForTitles
        )
    }
}
