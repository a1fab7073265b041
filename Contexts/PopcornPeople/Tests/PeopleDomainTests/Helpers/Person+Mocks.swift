import CoreDomain
import Foundation
import PeopleDomain

extension Person {
    static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        biography: String? = "An American actor.",
        profilePath: URL? = URL(string: "/profile.jpg")
    ) -> Person {
        Person(
            id: id,
            name: name,
            knownForDepartment: "Acting",
            biography: biography,
            gender: .male,
            profilePath: profilePath
        )
    }
}
