import Foundation

@testable import PeopleInfrastructure

extension PeoplePersonEntity {
    static func mock(
        personID: Int = 287,
        name: String = "Brad Pitt",
        alsoKnownAs: [String]? = ["William Bradley Pitt", "布拉德·皮特"],
        knownForDepartment: String? = "Acting",
        biography: String? = "William Bradley Pitt is an American actor and film producer.",
        birthday: Date? = Date(timeIntervalSince1970: -190_598_400),
        deathday: Date? = Date(timeIntervalSince1970: 4_102_444_800),
        gender: Int = 2,
        placeOfBirth: String? = "Shawnee, Oklahoma, USA",
        profilePath: String? = "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
        popularity: Double? = 10.5,
        imdbID: String? = "nm0000093",
        homepageURL: String? = "https://www.bradpitt.example/",
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> PeoplePersonEntity {
        PeoplePersonEntity(
            personID: personID,
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
            homepageURL: homepageURL,
            language: language,
            cachedAt: cachedAt
        )
    }
}
