import AccountDomain
import Foundation
import TMDbKit
import Testing

@testable import AccountAdapters

@Suite("AccountLibraryMapper")
struct AccountLibraryMapperTests {
    let mapper = AccountLibraryMapper()

    /// 2026-11-27T03:04:39Z.
    static let expiresAt = Date(timeIntervalSince1970: 1_795_748_679)
    /// 2024-03-20T14:57:18Z.
    static let ratedAt = Date(timeIntervalSince1970: 1_710_946_638)

    static let fightClub = MovieListItemDTO(id: 550, title: "Fight Club")

    /// Fight Club as a rated list has it, with `rating` and `account_rating` as given.
    static func rated(_ rating: Double?, accountRating: AccountRatingDTO? = nil) -> RatedItemDTO<MovieListItemDTO> {
        RatedItemDTO(item: fightClub, rating: rating, accountRating: accountRating)
    }

    @Test("a request token is good until the instant its expires_at names, in TMDb's own UTC form")
    func tokenExpiry() {
        let token = mapper.map(RequestTokenDTO(expiresAt: "2026-11-27 03:04:39 UTC", requestToken: "abc"))

        #expect(token == RequestToken(value: "abc", expiresAt: Self.expiresAt))
    }

    @Test("a request token without expires_at has no known expiry")
    func tokenWithoutExpiry() {
        #expect(mapper.map(RequestTokenDTO(requestToken: "abc")) == RequestToken(value: "abc", expiresAt: nil))
    }

    @Test("account_rating's value wins over rating, and its created_at is when it was given")
    func accountRatingWins() {
        let dto = Self.rated(6, accountRating: AccountRatingDTO(value: 8.5, createdAt: "2024-03-20T14:57:18.000Z"))

        #expect(
            mapper.rating(dto, name: "Fight Club")
                == RemoteRating(halves: 17, ratedAt: Self.ratedAt, name: "Fight Club"))
    }

    @Test("without account_rating's value, rating is the rating, given at a time TMDb does not say")
    func ratingAlone() {
        #expect(
            mapper.rating(Self.rated(7), name: "Fight Club")
                == RemoteRating(halves: 14, ratedAt: nil, name: "Fight Club"))
        #expect(
            mapper.rating(Self.rated(7, accountRating: AccountRatingDTO()), name: "Fight Club")
                == RemoteRating(halves: 14, ratedAt: nil, name: "Fight Club"))
    }

    @Test("an episode's rating keeps its series' and its own names")
    func episodeNames() {
        #expect(
            mapper.rating(Self.rated(10), name: "Breaking Bad", episodeName: "Pilot")
                == RemoteRating(halves: 20, ratedAt: nil, name: "Breaking Bad", episodeName: "Pilot"))
    }

    @Test("the ends of TMDb's scale are ratings", arguments: [(0.5, 1), (10.0, 20)])
    func scaleEnds(value: Double, halves: Int) {
        #expect(
            mapper.rating(Self.rated(value), name: "Fight Club")
                == RemoteRating(halves: halves, ratedAt: nil, name: "Fight Club"))
        #expect(
            mapper.rating(Self.rated(nil, accountRating: AccountRatingDTO(value: value)), name: "Fight Club")
                == RemoteRating(halves: halves, ratedAt: nil, name: "Fight Club"))
    }

    @Test("a value off TMDb's scale is no rating", arguments: [0, 10.5, -1])
    func offScale(value: Double) {
        #expect(mapper.rating(Self.rated(value), name: "Fight Club") == nil)
        #expect(mapper.rating(Self.rated(nil, accountRating: AccountRatingDTO(value: value)), name: nil) == nil)
    }

    @Test("a value that is not a number is no rating")
    func notANumber() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(mapper.rating(Self.rated(value), name: "Fight Club") == nil)
            #expect(mapper.rating(Self.rated(nil, accountRating: AccountRatingDTO(value: value)), name: nil) == nil)
        }
    }

    @Test("no rating at all is no rating")
    func noRating() {
        #expect(mapper.rating(Self.rated(nil), name: "Fight Club") == nil)
    }
}
