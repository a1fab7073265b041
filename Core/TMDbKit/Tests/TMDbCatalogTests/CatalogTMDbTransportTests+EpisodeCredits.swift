import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/tv/{id}/season/{n}/episode/{e}/credits` in ``CatalogTMDbTransport``: the episode's guest stars
/// and crew from its season file, the series' regular cast from its credits file.
extension CatalogTMDbTransportTests {
    @Test func answersAnEpisodesCreditsWithItsGuestStarsCrewAndTheSeriesRegularCast() async throws {
        let season = try await client.get(.tvSeasonDetails(seriesID: 1396, seasonNumber: 1, language: nil))
        let regulars = try await client.get(.tvSeriesCredits(id: 1396, language: nil))
        let pilot = try #require(season.episodes?.first)

        let credits = try await client.get(
            .tvEpisodeCredits(seriesID: 1396, seasonNumber: 1, episodeNumber: 1, language: "en-US"))

        #expect(credits.id == 62085)
        #expect(credits.cast == regulars.cast)
        #expect(credits.cast.first?.character == "Walter White")
        #expect(credits.guestStars == pilot.guestStars)
        #expect(credits.guestStars.map(\.character) == ["Carmen Molina", "Emilio Koyama"])
        #expect(credits.crew == pilot.crew)
    }

    @Test(arguments: [
        "/tv/1396/season/1/episode/3/credits", "/tv/1396/season/2/episode/1/credits",
        "/tv/87108/season/1/episode/1/credits", "/tv/424242/season/1/episode/1/credits",
    ])
    func answersTheCreditsOfAnEpisodeThatIsNotCataloguedWithNotFound(path: String) async throws {
        let response = try await transport.send(TMDbRequest(path: path))

        #expect(response.statusCode == 404)
    }

    @Test func answersAnEpisodeOfASeriesWithoutACreditsFileWithNoCast() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 1)
        defer { CatalogFixture.remove(directory) }
        let season = TVSeasonDetailsDTO(
            id: 10, name: "Season 1", seasonNumber: 1,
            episodes: [
                TVEpisodeDTO(
                    episodeNumber: 1, id: 11, name: "One", seasonNumber: 1, showID: 1,
                    crew: [
                        CrewMemberDTO(
                            id: 5, name: "Dee Rector", creditID: "d1", department: "Directing", job: "Director")
                    ])
            ])
        try JSONEncoder().encode(season).write(to: directory.appendingPathComponent("tv/1.season-1.json"))
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let credits = try await client.get(
            .tvEpisodeCredits(seriesID: 1, seasonNumber: 1, episodeNumber: 1, language: nil))

        #expect(credits == EpisodeCreditsDTO(id: 11, crew: season.episodes?.first?.crew ?? []))
    }
}
