import CoreDomain
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@Suite("TVEpisodeCredits")
struct TVEpisodeCreditsTests {
    @Test("only the series, season and episode are required; the episode id defaults to nil and every list to empty")
    func defaults() {
        let credits = TVEpisodeCredits(tvSeriesID: 1396, seasonNumber: 1, episodeNumber: 2)

        #expect(credits.episodeID == nil)
        #expect(credits.cast.isEmpty)
        #expect(credits.guestStars.isEmpty)
        #expect(credits.crew.isEmpty)
    }

    @Test("two credits with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(TVEpisodeCredits.mock() == TVEpisodeCredits.mock())
        #expect(TVEpisodeCredits.mock() != TVEpisodeCredits.mock(episodeNumber: 2))
        #expect(TVEpisodeCredits.mock() != TVEpisodeCredits.mock(episodeID: nil))
        #expect(TVEpisodeCredits.mock() != TVEpisodeCredits.mock(cast: []))
        #expect(TVEpisodeCredits.mock() != TVEpisodeCredits.mock(guestStars: []))
        #expect(TVEpisodeCredits.mock() != TVEpisodeCredits.mock(crew: []))
    }

    @Test("a regular and a guest star are kept apart even when they are the same person")
    func castAndGuestStarsApart() {
        let person = CastMember(id: 1, creditID: "x", name: "Same Person", character: "Role", order: 0)

        let asRegular = TVEpisodeCredits.mock(cast: [person], guestStars: [])
        let asGuest = TVEpisodeCredits.mock(cast: [], guestStars: [person])

        #expect(asRegular != asGuest)
    }
}
