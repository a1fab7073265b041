import CoreApplication
import CoreDomain
import Foundation
import PeopleApplication

extension PersonDetails {
    /// Brad Pitt as TMDb describes him, alive unless a `deathday` is given, aged as on 2025-06-01.
    static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        birthday: Date? = .day("1963-12-18"),
        deathday: Date? = nil,
        age: Int? = 61,
        alsoKnownAs: [String]? = ["William Bradley Pitt", "Brad Pitt", "브래드 피트"],
        biography: String? = "William Bradley \"Brad\" Pitt is an American actor and film producer. "
            + "He has received multiple awards, including two Golden Globe Awards and an Academy Award for his acting.",
        knownFor: [PersonTitleCreditsDetails]? = nil,
        photos: [ImageDetails]? = nil
    ) -> PersonDetails {
        PersonDetails(
            id: id,
            name: name,
            alsoKnownAs: alsoKnownAs,
            knownForDepartment: "Acting",
            biography: biography,
            birthday: birthday,
            deathday: deathday,
            gender: .male,
            placeOfBirth: "Shawnee, Oklahoma, USA",
            profileURLSet: nil,
            popularity: 20.5,
            imdbID: "nm0000093",
            homepageURL: nil,
            age: age,
            knownFor: knownFor,
            photos: photos
        )
    }
}
