import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// `/tv/{id}/season/{n}/episode/{e}/credits`: one episode's cast, guest stars and crew.
extension EndpointTests {
    @Test func tvEpisodeCreditsAsksForTheEpisodesCreditsPathInALanguage() {
        let endpoint = Endpoint.tvEpisodeCredits(seriesID: 1396, seasonNumber: 0, episodeNumber: 3, language: "de-DE")

        #expect(endpoint.path == "/tv/1396/season/0/episode/3/credits")
        #expect(endpoint.queryItems == [URLQueryItem(name: "language", value: "de-DE")])
        #expect(
            Endpoint.tvEpisodeCredits(seriesID: 1396, seasonNumber: 1, episodeNumber: 1, language: nil).queryItems
                .isEmpty)
    }

    @Test func tvEpisodeCreditsDecodesTheBodyTMDbSends() async throws {
        let transport = StubTMDbTransport()
        transport.stub(
            path: "/tv/1396/season/1/episode/1/credits", body: try Fixture.data("tv-episode-credits-1396-1-1"))

        let credits = try await TMDbClient(transport: transport).get(
            .tvEpisodeCredits(seriesID: 1396, seasonNumber: 1, episodeNumber: 1, language: "en-US"))

        #expect(credits.id == 62085)
        #expect(credits.guestStars.map(\.character) == ["Krazy-8"])
        #expect(credits.crew.map(\.job) == ["Director"])
    }
}
