import CoreDomain
import Foundation
import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonMapper")
struct PersonMapperTests {
    let mapper = PersonMapper()

    @Test("a person's details map every field")
    func mapsDetails() throws {
        #expect(
            mapper.map(try Fixture.decode(PersonDetailsDTO.self, "person-details-287"))
                == Person(
                    id: 287, name: "Brad Pitt", alsoKnownAs: ["William Bradley Pitt", "Брэд Питт", "ブラッド・ピット"],
                    knownForDepartment: "Acting",
                    biography: "William Bradley \"Brad\" Pitt is an American actor and film producer.",
                    birthday: TMDbDate.parse("1963-12-18"), deathday: nil, gender: .male,
                    placeOfBirth: "Shawnee, Oklahoma, USA",
                    profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"), popularity: 18.234,
                    imdbID: "nm0000093", homepageURL: nil
                ))
    }

    @Test("null and empty strings become nil, an undocumented gender becomes unknown and a homepage becomes a URL")
    func mapsQuirks() throws {
        #expect(
            mapper.map(try Fixture.decode(PersonDetailsDTO.self, "person-details-quirks"))
                == Person(
                    id: 99001, name: "Quirky Person", alsoKnownAs: [], knownForDepartment: nil, biography: nil,
                    birthday: nil, deathday: nil, gender: .unknown, placeOfBirth: nil, profilePath: nil,
                    popularity: 0.6, imdbID: nil, homepageURL: URL(string: "https://example.org/quirky")
                ))
    }
}
