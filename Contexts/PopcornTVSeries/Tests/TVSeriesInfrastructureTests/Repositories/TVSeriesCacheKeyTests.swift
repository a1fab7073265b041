import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVSeriesCacheKey")
struct TVSeriesCacheKeyTests {
    @Test("a series, a season and an episode have nested keys")
    func detailsKeys() {
        #expect(TVSeriesCacheKey.tvSeries(1396) == "tv:1396")
        #expect(TVSeriesCacheKey.season(1, inTVSeries: 1396) == "tv:1396:season:1")
        #expect(TVSeriesCacheKey.episode(3, inSeason: 1, inTVSeries: 1396) == "tv:1396:season:1:episode:3")
    }

    @Test("an episode's credits are keyed under the episode")
    func episodeCreditsKey() {
        #expect(
            TVSeriesCacheKey.episodeCredits(3, inSeason: 0, inTVSeries: 1396) == "tv:1396:season:0:episode:3:credits")
    }

    @Test("plain and aggregate credits have keys of their own")
    func creditsKeys() {
        #expect(TVSeriesCacheKey.credits(forTVSeries: 1396) == "tv:1396:credits")
        #expect(TVSeriesCacheKey.aggregateCredits(forTVSeries: 1396) == "tv:1396:aggregate_credits")
    }

    @Test("a list page is keyed by list and page", arguments: TVSeriesListKind.allCases)
    func listKey(list: TVSeriesListKind) {
        #expect(TVSeriesCacheKey.list(list, page: 2) == "tv:\(list.rawValue):page:2")
    }

    @Test("a search is keyed by its lowercased query, its year or any, and its page")
    func searchKey() {
        #expect(
            TVSeriesCacheKey.search(query: "Breaking Bad", firstAirDateYear: 2008, page: 1)
                == "tv:search:breaking bad:year:2008:page:1")
        #expect(
            TVSeriesCacheKey.search(query: "Lost", firstAirDateYear: nil, page: 3) == "tv:search:lost:year:any:page:3")
    }
}
