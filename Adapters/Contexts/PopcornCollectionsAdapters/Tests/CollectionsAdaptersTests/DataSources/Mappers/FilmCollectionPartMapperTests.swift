import CollectionsDomain
import Foundation
import TMDbKit
import Testing

@testable import CollectionsAdapters

@Suite("FilmCollectionPartMapper")
struct FilmCollectionPartMapperTests {
    let mapper = FilmCollectionPartMapper()

    @Test("a part maps every field, its date parsed as a GMT day")
    func mapsEveryField() throws {
        let dto = try #require(try Fixture.decode(CollectionDetailsDTO.self, "collection-230").parts.dropFirst().first)
        #expect(
            mapper.map(dto)
                == FilmCollectionPart(
                    id: 238, title: "The Godfather", originalTitle: "The Godfather", originalLanguage: "en",
                    overview: "The ageing head of a crime family hands his empire to his reluctant youngest son.",
                    releaseDate: Date(timeIntervalSince1970: 69_379_200), genreIDs: [18, 80],
                    posterPath: URL(string: "/godfather-poster.jpg"),
                    backdropPath: URL(string: "/godfather-backdrop.jpg"),
                    popularity: 98.2, voteAverage: 8.689, voteCount: 20_400, hasVideo: false, isAdultOnly: false))
    }

    @Test("an empty or missing release date is no date, and what TMDb left out stays nil")
    func mapsQuirks() throws {
        let parts = try Fixture.decode(CollectionDetailsDTO.self, "collection-quirks").parts.map(mapper.map)
        #expect(parts.map(\.releaseDate) == [nil, nil])
        #expect(parts.map(\.voteCount) == [0, nil])
        #expect(parts[1].genreIDs == nil)
        #expect(parts[1].originalTitle == nil)
        #expect(parts[1].posterPath == nil)
    }
}
