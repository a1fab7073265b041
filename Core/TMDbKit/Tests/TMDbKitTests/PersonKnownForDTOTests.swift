import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonKnownForDTOTests {
    private func knownFor() throws -> [PersonKnownForDTO] {
        let page = try TMDbJSON.decode(
            PagedResponseDTO<PersonListItemDTO>.self, from: Fixture.data("person-list-popular"))
        return try #require(page.results.first?.knownFor)
    }

    @Test
    func decodesAMovie() throws {
        #expect(
            try knownFor()[0]
                == PersonKnownForDTO(
                    adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                    mediaType: "movie", originalLanguage: "en", originalTitle: "Fight Club",
                    overview:
                        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                        + " into a shocking new form of therapy.",
                    popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                    title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280)
        )
    }

    @Test
    func decodesASeries() throws {
        let friends = try knownFor()[1]

        #expect(friends.mediaType == "tv")
        #expect(friends.id == 1668)
        #expect(friends.name == "Friends")
        #expect(friends.originalName == "Friends")
        #expect(friends.firstAirDate == "1994-09-22")
        #expect(friends.originCountry == ["US"])
        #expect(friends.title == nil)
    }

    @Test
    func dropsATitleWithoutAMediaType() throws {
        #expect(try knownFor().map(\.id) == [550, 1668])
    }
}
