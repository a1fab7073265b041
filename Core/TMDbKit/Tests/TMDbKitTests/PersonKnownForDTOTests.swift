import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonKnownForDTOTests {
    private func knownFor(_ decoder: DecoderKind) throws -> [PersonKnownForDTO] {
        let page = try decoder.decode(
            PagedResponseDTO<PersonListItemDTO>.self, from: Fixture.data("person-list-popular"))
        return try #require(page.results.first?.knownFor)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesAMovie(decoder: DecoderKind) throws {
        #expect(
            try knownFor(decoder)[0]
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

    @Test(arguments: DecoderKind.allCases)
    func decodesASeries(decoder: DecoderKind) throws {
        let friends = try knownFor(decoder)[1]

        #expect(friends.mediaType == "tv")
        #expect(friends.id == 1668)
        #expect(friends.name == "Friends")
        #expect(friends.originalName == "Friends")
        #expect(friends.firstAirDate == "1994-09-22")
        #expect(friends.originCountry == ["US"])
        #expect(friends.title == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func dropsATitleWithoutAMediaType(decoder: DecoderKind) throws {
        #expect(try knownFor(decoder).map(\.id) == [550, 1668])
    }
}
