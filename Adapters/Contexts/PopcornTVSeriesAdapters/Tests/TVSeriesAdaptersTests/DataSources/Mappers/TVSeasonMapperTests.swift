import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeasonMapper")
struct TVSeasonMapperTests {
    let mapper = TVSeasonMapper()

    @Test("a season summary from the series keeps every field and its episode count, without episodes")
    func mapsSummary() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396")
        let summary = try #require(series.seasons?[1])
        #expect(
            mapper.map(summary)
                == TVSeason(
                    id: 3572, name: "Season 1", seasonNumber: 1,
                    overview:
                        "High school chemistry teacher Walter White's life is suddenly transformed by a dire medical diagnosis.",
                    airDate: TMDbDate.parse("2008-01-20"),
                    posterPath: URL(string: "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg"),
                    voteAverage: 8.3, episodes: nil, episodeCount: 7
                ))
    }

    @Test("a summary's empty overview, null date and null poster become nil")
    func mapsSummaryQuirks() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-quirks")
        let season = mapper.map(try #require(series.seasons?.first))
        #expect(season.overview == nil)
        #expect(season.airDate == nil)
        #expect(season.posterPath == nil)
        #expect(season.episodeCount == 0)
    }

    @Test("a season fetched on its own keeps every field and its episodes, in TMDb's order")
    func mapsDetails() throws {
        let season = mapper.map(try Fixture.decode(TVSeasonDetailsDTO.self, "tv-season-1396-1"))
        #expect(season.id == 3572)
        #expect(season.name == "Season 1")
        #expect(season.seasonNumber == 1)
        #expect(season.overview?.hasPrefix("High school chemistry teacher") == true)
        #expect(season.airDate == TMDbDate.parse("2008-01-20"))
        #expect(season.posterPath == URL(string: "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg"))
        #expect(season.voteAverage == 8.3)
        #expect(season.episodes?.map(\.id) == [62085, 62086])
        #expect(season.episodes?.first?.guestStars?.count == 2)
        #expect(season.episodeCount == nil)
    }

    @Test("a season without an episodes array has nil episodes")
    func mapsDetailsWithoutEpisodes() {
        let season = mapper.map(TVSeasonDetailsDTO(id: 1, airDate: "", name: "Specials", seasonNumber: 0))
        #expect(season == TVSeason(id: 1, name: "Specials", seasonNumber: 0))
    }
}
