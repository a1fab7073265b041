import CoreDomain
import Foundation
import PeopleDomain

extension Person {
    /// Brad Pitt with every field set: two other names, a birthday, a deathday, a profile photo and a homepage.
    public static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        alsoKnownAs: [String]? = ["William Bradley Pitt", "布拉德·皮特"],
        knownForDepartment: String? = "Acting",
        biography: String? = "William Bradley Pitt is an American actor and film producer.",
        birthday: Date? = Date(timeIntervalSince1970: -190_598_400),
        deathday: Date? = Date(timeIntervalSince1970: 4_102_444_800),
        gender: Gender = .male,
        placeOfBirth: String? = "Shawnee, Oklahoma, USA",
        profilePath: URL? = URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
        popularity: Double? = 10.5,
        imdbID: String? = "nm0000093",
        homepageURL: URL? = URL(string: "https://www.bradpitt.example/")
    ) -> Person {
        Person(
            id: id,
            name: name,
            alsoKnownAs: alsoKnownAs,
            knownForDepartment: knownForDepartment,
            biography: biography,
            birthday: birthday,
            deathday: deathday,
            gender: gender,
            placeOfBirth: placeOfBirth,
            profilePath: profilePath,
            popularity: popularity,
            imdbID: imdbID,
            homepageURL: homepageURL
        )
    }
}
