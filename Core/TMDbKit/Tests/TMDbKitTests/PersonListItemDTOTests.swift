import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonListItemDTOTests {
    private typealias Page = PagedResponseDTO<PersonListItemDTO>

    @Test
    func decodesAPopularPageAndDropsThePersonWithoutAName() throws {
        let page = try TMDbJSON.decode(Page.self, from: Fixture.data("person-list-popular"))

        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10_000)
        #expect(page.results.map(\.id) == [287, 4_000_001])
        #expect(page.results[0].knownFor?.map(\.mediaType) == ["movie", "tv"])
        #expect(
            page.results[1]
                == PersonListItemDTO(
                    adult: false, gender: 7, id: 4_000_001, knownForDepartment: "Crew", name: "Alex Doe",
                    originalName: "Alex Doe", popularity: 0.6, profilePath: nil, knownFor: nil)
        )
    }

    @Test
    func decodesASearchResult() throws {
        let page = try TMDbJSON.decode(Page.self, from: Fixture.data("search-person-brad"))

        #expect(page.results.map(\.name) == ["Brad Pitt", "Brad Garrett"])
        #expect(page.results[0].knownFor?.map(\.title) == ["Fight Club"])
        #expect(page.results[1].knownFor == nil)
        #expect(page.totalResults == 2)
    }

    @Test func needsOnlyAnIDAndAName() throws {
        let item = try Fixture.decode(PersonListItemDTO.self, json: #"{"id": 1, "name": "N", "known_for": "x"}"#)

        #expect(item == PersonListItemDTO(id: 1, name: "N"))
    }
}
