import Foundation
import Testing

@testable import TMDbKit

@Suite struct CollectionDetailsDTOTests {
    private func godfather() throws -> CollectionDetailsDTO {
        try TMDbJSON.decode(CollectionDetailsDTO.self, from: Fixture.data("collection-230"))
    }

    @Test func decodesTheCollectionsOwnFields() throws {
        let collection = try godfather()

        #expect(collection.id == 230)
        #expect(collection.name == "The Godfather Collection")
        #expect(collection.overview?.hasPrefix("The Corleone family across three films") == true)
        #expect(collection.posterPath == "/9Baumh5J9N1nJUYzNkm0xsgjpwY.jpg")
        #expect(collection.backdropPath == "/3WZTxpgscsmoUk81TuECXdFOD0R.jpg")
    }

    @Test func decodesEachPartAsTheRowAMovieListSendsInTMDbsOrder() throws {
        let parts = try godfather().parts

        #expect(parts.map(\.id) == [240, 238, 242])
        #expect(
            parts[1]
                == MovieListItemDTO(
                    adult: false, backdropPath: "/godfather-backdrop.jpg", genreIDs: [18, 80], id: 238,
                    originalLanguage: "en", originalTitle: "The Godfather",
                    overview: "The ageing head of a crime family hands his empire to his reluctant youngest son.",
                    popularity: 98.2, posterPath: "/godfather-poster.jpg", releaseDate: "1972-03-14",
                    title: "The Godfather", video: false, voteAverage: 8.689, voteCount: 20_400))
        #expect(parts[2].backdropPath == nil)
    }

    @Test func readsAnEmptyOverviewAsEmptyAndDropsAPartWithoutATitle() throws {
        let quirks = try TMDbJSON.decode(CollectionDetailsDTO.self, from: Fixture.data("collection-quirks"))

        #expect(quirks.overview == "")
        #expect(quirks.posterPath == nil)
        #expect(quirks.backdropPath == nil)
        #expect(quirks.parts.map(\.id) == [9001, 9002])
        #expect(quirks.parts.map(\.releaseDate) == ["", nil])
        #expect(quirks.parts[1].genreIDs == nil)
        #expect(quirks.parts[1].popularity == nil)
    }

    @Test(arguments: [
        #"{"id": 1, "name": "A"}"#, #"{"id": 1, "name": "A", "parts": null}"#, #"{"id": 1, "name": "A", "parts": {}}"#,
    ])
    func readsMissingNullOrMalformedPartsAsNone(json: String) throws {
        #expect(try TMDbJSON.decode(CollectionDetailsDTO.self, json: json) == CollectionDetailsDTO(id: 1, name: "A"))
    }

    @Test func failsWithoutAName() {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(CollectionDetailsDTO.self, json: #"{"id": 230}"#)
        }
    }

    @Test func encodesBackToTheSameCollectionUnderTMDbsKeys() throws {
        let original = try godfather()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(original)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(try TMDbJSON.decode(CollectionDetailsDTO.self, from: data) == original)
        #expect(json.keys.sorted() == ["backdrop_path", "id", "name", "overview", "parts", "poster_path"])
        #expect((json["parts"] as? [[String: Any]])?.first?["release_date"] as? String == "1974-12-20")
    }
}
