import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// Episode credits in the real catalog: every catalogued episode has them, made of its own guest
/// stars and crew and, standing in for its cast, its series' regular cast.
extension BundledCatalogTests {
    @Test func servesTheCreditsOfEveryCataloguedEpisode() async throws {
        let seasons = try seasonFiles()
        #expect(Set(seasons.map(\.seriesID)) == Set(Self.seriesWithSeasons))
        for (id, number) in seasons {
            let season = try await client.get(.tvSeasonDetails(seriesID: id, seasonNumber: number, language: nil))
            let regulars = try await client.get(.tvSeriesCredits(id: id, language: nil))
            #expect(!regulars.cast.isEmpty, "tv/\(id).credits.json has no cast")
            for episode in season.episodes ?? [] {
                let credits = try await client.get(
                    .tvEpisodeCredits(
                        seriesID: id, seasonNumber: number, episodeNumber: episode.episodeNumber, language: nil))
                #expect(credits.id == episode.id)
                #expect(credits.cast == regulars.cast)
                #expect(credits.guestStars == episode.guestStars ?? [])
                #expect(credits.crew == episode.crew ?? [])
            }
        }
    }
}
