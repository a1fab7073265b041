import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonDetailsDTOTests {
    @Test
    func decodesEveryFieldOfAFullResponse() throws {
        let person = try TMDbJSON.decode(PersonDetailsDTO.self, from: Fixture.data("person-details-287"))

        #expect(
            person
                == PersonDetailsDTO(
                    adult: false, alsoKnownAs: ["William Bradley Pitt", "Брэд Питт", "브래드 피트", "Μπραντ Πιτ"],
                    biography:
                        "William Bradley Pitt is an American actor and film producer. He is the recipient of various"
                        + " accolades, including two Academy Awards.",
                    birthday: "1963-12-18", deathday: nil, gender: 2, homepage: nil, id: 287, imdbID: "nm0000093",
                    knownForDepartment: "Acting", name: "Brad Pitt", placeOfBirth: "Shawnee, Oklahoma, USA",
                    popularity: 45.2, profilePath: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg")
        )
    }

    @Test
    func survivesTheQuirksTheRealAPISends() throws {
        let person = try TMDbJSON.decode(PersonDetailsDTO.self, from: Fixture.data("person-details-quirky"))

        #expect(person.id == 4_000_001)
        #expect(person.birthday == nil)
        #expect(person.deathday == nil)
        #expect(person.placeOfBirth == "")
        #expect(person.gender == 7)
        #expect(person.homepage == "")
        #expect(person.imdbID == nil)
        #expect(person.biography == "")
        #expect(person.popularity == nil)
        #expect(person.profilePath == nil)
        #expect(person.alsoKnownAs == ["Alex Doe", "Алекс Доу"])
    }

    @Test func readsAbsentOrNullOtherNamesAsNil() throws {
        let absent = try Fixture.decode(PersonDetailsDTO.self, json: #"{"id": 1, "name": "A"}"#)
        let null = try Fixture.decode(PersonDetailsDTO.self, json: #"{"id": 1, "name": "A", "also_known_as": null}"#)

        #expect(absent == PersonDetailsDTO(id: 1, name: "A"))
        #expect(null.alsoKnownAs == nil)
    }

    @Test(arguments: [#"{"id": 1}"#, #"{"name": "A"}"#, #"{"id": "1", "name": "A"}"#])
    func failsWithoutAnIdOrAName(json: String) {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(PersonDetailsDTO.self, json: json)
        }
    }

    @Test func encodesBackToTheSameValue() throws {
        let person = try Fixture.decode(PersonDetailsDTO.self, "person-details-287")

        #expect(try JSONDecoder().decode(PersonDetailsDTO.self, from: JSONEncoder().encode(person)) == person)
    }
}
