import Foundation
import Testing

@testable import TMDbKit

@Suite struct RatedItemDTOTests {
    private typealias RatedMovie = RatedItemDTO<MovieListItemDTO>
    private typealias RatedEpisode = RatedItemDTO<TVEpisodeDTO>

    @Test func decodesARatedMovieWithItsRatingAndWhenItWasGiven() throws {
        let fightClub = MovieListItemDTO(
            adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
            originalLanguage: "en", originalTitle: "Fight Club",
            overview:
                "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                + " into a shocking new form of therapy.",
            popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
            title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280)

        let page = try TMDbJSON.decode(
            PagedResponseDTO<RatedMovie>.self, from: Fixture.data("account-rated-movies-548"))

        #expect(page.page == 1)
        #expect(page.totalResults == 1)
        #expect(
            page.results == [
                RatedMovie(
                    item: fightClub, rating: 8.5,
                    accountRating: AccountRatingDTO(value: 8.5, createdAt: "2024-03-20T14:57:18.000Z"))
            ])
    }

    @Test func decodesARatedEpisodeWithItsShowIDAndOnlyARating() throws {
        let catsInTheBag = TVEpisodeDTO(
            airDate: "2008-01-27", episodeNumber: 2, episodeType: "standard", id: 62086, name: "Cat's in the Bag...",
            overview:
                "Walt and Jesse attempt to tie up loose ends. The desperate situation gets more complicated with the"
                + " flip of a coin. Walt's wife, Skyler, becomes suspicious of Walt's strange behavior.",
            productionCode: "", runtime: 48, seasonNumber: 1, showID: 1396,
            stillPath: "/tjDNvbokPLtEnpFyFPyXMOd6Zr1.jpg", voteAverage: 7.8, voteCount: 187)

        let page = try TMDbJSON.decode(
            PagedResponseDTO<RatedEpisode>.self, from: Fixture.data("account-rated-tv-episodes-548"))

        #expect(page.results == [RatedEpisode(item: catsInTheBag, rating: 9.0)])
        #expect(page.results.first?.accountRating == nil)
    }

    @Test func readsAMalformedAccountRatingAsNilWithoutFailing() throws {
        let rated = try Fixture.decode(
            RatedMovie.self, json: #"{"id": 550, "title": "Fight Club", "rating": 8.5, "account_rating": "x"}"#)

        #expect(rated == RatedMovie(item: MovieListItemDTO(id: 550, title: "Fight Club"), rating: 8.5))
    }

    @Test func readsAMissingOrMalformedRatingAsNil() throws {
        let missing = try Fixture.decode(RatedMovie.self, json: #"{"id": 550, "title": "Fight Club"}"#)
        let malformed = try Fixture.decode(RatedMovie.self, json: #"{"id": 550, "title": "Fight Club", "rating": ""}"#)

        #expect(missing == RatedMovie(item: MovieListItemDTO(id: 550, title: "Fight Club"), rating: nil))
        #expect(malformed == RatedMovie(item: MovieListItemDTO(id: 550, title: "Fight Club"), rating: nil))
    }

    @Test func failsWhenTheItemItselfDoesNotDecode() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(RatedMovie.self, json: #"{"id": 550, "rating": 8.5}"#)
        }
    }

    @Test func encodesTheItemsFieldsBesideTheRating() throws {
        let rated = RatedMovie(
            item: MovieListItemDTO(id: 550, title: "Fight Club"), rating: 8.5,
            accountRating: AccountRatingDTO(value: 8.5, createdAt: "2024-03-20T14:57:18.000Z"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(rated)

        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"account_rating":{"created_at":"2024-03-20T14:57:18.000Z","value":8.5},"id":550,"rating":8.5,"#
                + #""title":"Fight Club"}"#)
    }

    @Test func roundTripsAMovieAndAnEpisode() throws {
        let movies = try Fixture.decode(PagedResponseDTO<RatedMovie>.self, "account-rated-movies-548")
        let episodes = try Fixture.decode(PagedResponseDTO<RatedEpisode>.self, "account-rated-tv-episodes-548")
        let movie = try #require(movies.results.first)
        let episode = try #require(episodes.results.first)

        let encodedMovie = try JSONEncoder().encode(movie)
        let encodedEpisode = try JSONEncoder().encode(episode)

        #expect(try JSONDecoder().decode(RatedMovie.self, from: encodedMovie) == movie)
        #expect(try JSONDecoder().decode(RatedEpisode.self, from: encodedEpisode) == episode)
    }
}
