import CoreDomain
import Foundation
import PeopleDomain

extension Person {
    /// Every field set, so mappers can be checked field by field.
    static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        knownForDepartment: String? = "Acting",
        profilePath: URL? = URL(string: "/profile.jpg")
    ) -> Person {
        Person(
            id: id,
            name: name,
            alsoKnownAs: ["William Bradley Pitt"],
            knownForDepartment: knownForDepartment,
            biography: "An American actor and film producer.",
            birthday: .mock(year: 1963, month: 12, day: 18),
            deathday: nil,
            gender: .male,
            placeOfBirth: "Shawnee, Oklahoma, USA",
            profilePath: profilePath,
            popularity: 21.5,
            imdbID: "nm0000093",
            homepageURL: URL(string: "https://example.com/brad")
        )
    }
}
