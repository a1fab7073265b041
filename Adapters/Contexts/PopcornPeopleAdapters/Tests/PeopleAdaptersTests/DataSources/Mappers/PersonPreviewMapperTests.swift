import Foundation
import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonPreviewMapper")
struct PersonPreviewMapperTests {
    let mapper = PersonPreviewMapper()

    private func item(_ index: Int, in fixture: String) throws -> PersonListItemDTO {
        let results = try Fixture.decode(PagedResponseDTO<PersonListItemDTO>.self, fixture).results
        return try #require(results.indices.contains(index) ? results[index] : nil)
    }

    @Test("a popular person maps every field, known for both a movie's title and a series' name")
    func mapsItem() throws {
        #expect(
            mapper.map(try item(0, in: "person-popular"))
                == PersonPreview(
                    id: 287, name: "Brad Pitt", knownForDepartment: "Acting", gender: .male,
                    profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"), popularity: 18.234,
                    knownForTitles: ["Fight Club", "Friends"]
                ))
    }

    @Test("an empty department, a null profile, an undocumented gender and an empty known_for survive")
    func mapsQuirks() throws {
        #expect(
            mapper.map(try item(1, in: "person-popular"))
                == PersonPreview(
                    id: 99001, name: "Quirky Person", knownForDepartment: nil, gender: .unknown, profilePath: nil,
                    popularity: 0.6, knownForTitles: []
                ))
    }

    @Test("a search result without known_for is known for nothing")
    func mapsMissingKnownFor() throws {
        #expect(
            mapper.map(try item(1, in: "person-search-brad"))
                == PersonPreview(
                    id: 88001, name: "Brad Unknown", knownForDepartment: "Directing", gender: .unknown,
                    profilePath: nil, popularity: 0.98, knownForTitles: []
                ))
    }
}
