import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@Suite("TVSeason")
struct TVSeasonTests {
    @Test("only the id, name and season number are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let season = TVSeason(id: 1, name: "Specials", seasonNumber: 0)
        #expect(season.seasonNumber == 0)
        #expect(season.overview == nil)
        #expect(season.airDate == nil)
        #expect(season.posterPath == nil)
        #expect(season.voteAverage == nil)
        #expect(season.episodes == nil)
        #expect(season.episodeCount == nil)
    }

    @Test("two seasons with the same fields are equal, and differing episodes or counts make them differ")
    func equality() {
        #expect(TVSeason.mock() == TVSeason.mock())
        #expect(TVSeason.mock() != TVSeason.mock(episodes: nil))
        #expect(TVSeason.mock() != TVSeason.mock(episodes: [.mock(), .mock(id: 2, episodeNumber: 2)]))
        #expect(TVSeason.mock() != TVSeason.mock(episodeCount: 8))
    }

    @Test("the id identifies it")
    func identity() {
        #expect(TVSeason.mock(id: 3573).id == 3573)
    }
}
