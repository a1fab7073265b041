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

    @Test("each part of a series' screen has its own key, a season its season's, the first pages those of any page")
    func partKeys() {
        #expect(TVSeriesCacheKey.part(.credits, ofTVSeries: 1396) == "tv:1396:credits")
        #expect(TVSeriesCacheKey.part(.aggregateCredits, ofTVSeries: 1396) == "tv:1396:aggregate_credits")
        #expect(TVSeriesCacheKey.part(.contentRatings, ofTVSeries: 1396) == "tv:1396:content_ratings")
        #expect(TVSeriesCacheKey.part(.images, ofTVSeries: 1396) == "tv:1396:images")
        #expect(TVSeriesCacheKey.part(.watchProviders, ofTVSeries: 1396) == "tv:1396:watch_providers")
        #expect(TVSeriesCacheKey.part(.recommendations, ofTVSeries: 1396) == "tv:1396:recommendations:page:1")
        #expect(TVSeriesCacheKey.part(.similar, ofTVSeries: 1396) == "tv:1396:similar:page:1")
        #expect(TVSeriesCacheKey.part(.season(0), ofTVSeries: 1396) == "tv:1396:season:0")
        #expect(TVSeriesCacheKey.part(.season(2), ofTVSeries: 1396) == TVSeriesCacheKey.season(2, inTVSeries: 1396))
    }

    @Test("further pages of recommendations and similar series are keyed by series and page")
    func relatedPageKeys() {
        #expect(TVSeriesCacheKey.recommendations(forTVSeries: 1396, page: 2) == "tv:1396:recommendations:page:2")
        #expect(TVSeriesCacheKey.similar(forTVSeries: 1396, page: 3) == "tv:1396:similar:page:3")
        #expect(
            TVSeriesCacheKey.recommendations(forTVSeries: 1396, page: 1)
                == TVSeriesCacheKey.part(.recommendations, ofTVSeries: 1396))
    }

    @Test("every part of a series has a distinct key")
    func partKeysAreDistinct() {
        let parts = TVSeriesPart.lists + [.season(0), .season(1)]
        let keys = Set(parts.map { TVSeriesCacheKey.part($0, ofTVSeries: 1396) } + [TVSeriesCacheKey.tvSeries(1396)])
        #expect(keys.count == parts.count + 1)
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
