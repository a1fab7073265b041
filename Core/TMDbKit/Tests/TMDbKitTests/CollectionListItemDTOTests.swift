import Foundation
import Testing

@testable import TMDbKit

@Suite struct CollectionListItemDTOTests {
    private func page() throws -> PagedResponseDTO<CollectionListItemDTO> {
        try TMDbJSON.decode(
            PagedResponseDTO<CollectionListItemDTO>.self, from: Fixture.data("search-collection-godfather"))
    }

    @Test func decodesEveryFieldOfASearchRow() throws {
        #expect(
            try page().results.first
                == CollectionListItemDTO(
                    adult: false, backdropPath: "/3WZTxpgscsmoUk81TuECXdFOD0R.jpg", id: 230,
                    name: "The Godfather Collection", originalLanguage: "en",
                    originalName: "The Godfather Collection", overview: "The Corleone family across three films.",
                    posterPath: "/9Baumh5J9N1nJUYzNkm0xsgjpwY.jpg"))
    }

    @Test func dropsARowWithoutANameAndKeepsThePagingNumbers() throws {
        let page = try page()

        #expect(page.results.map(\.id) == [230, 900_001])
        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 2)
    }

    @Test func readsNullPathsAsNilAndKeepsAnOriginalNameOfItsOwn() throws {
        let parody = try #require(try page().results.last)

        #expect(parody.posterPath == nil)
        #expect(parody.backdropPath == nil)
        #expect(parody.originalName == "Parodie del Padrino")
        #expect(parody.overview == "")
    }

    @Test func needsOnlyAnIDAndAName() throws {
        #expect(
            try TMDbJSON.decode(CollectionListItemDTO.self, json: #"{"id": 10, "name": "Star Wars Collection"}"#)
                == CollectionListItemDTO(id: 10, name: "Star Wars Collection"))
    }

    @Test func leavesOutWhatItDoesNotHaveWhenEncoded() throws {
        let data = try JSONEncoder().encode(CollectionListItemDTO(id: 10, name: "Star Wars Collection"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(json.keys.sorted() == ["id", "name"])
    }
}
