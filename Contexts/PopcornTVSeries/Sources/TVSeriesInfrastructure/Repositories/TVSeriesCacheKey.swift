import Foundation
import TVSeriesDomain

/// The cache keys of the TV series context, in one place so that repositories, rows, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
/// The region is not either: a series' ratings and watch providers are cached for every country,
/// and the application layer picks the reader's. Seasons and single episodes are stored under
/// their keys too.
enum TVSeriesCacheKey {
    /// `tv:1396`
    static func tvSeries(_ id: Int) -> String {
        "tv:\(id)"
    }

    /// `tv:1396:season:1`
    static func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) -> String {
        "tv:\(tvSeriesID):season:\(seasonNumber)"
    }

    /// `tv:1396:season:1:episode:1`
    static func episode(_ episodeNumber: Int, inSeason seasonNumber: Int, inTVSeries tvSeriesID: Int) -> String {
        "tv:\(tvSeriesID):season:\(seasonNumber):episode:\(episodeNumber)"
    }

    /// `tv:1396:season:1:episode:1:credits`
    static func episodeCredits(_ episodeNumber: Int, inSeason seasonNumber: Int, inTVSeries tvSeriesID: Int)
        -> String
    {
        episode(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID) + ":credits"
    }

    /// `tv:1396:credits`
    static func credits(forTVSeries tvSeriesID: Int) -> String {
        "tv:\(tvSeriesID):credits"
    }

    /// `tv:1396:aggregate_credits`
    static func aggregateCredits(forTVSeries tvSeriesID: Int) -> String {
        "tv:\(tvSeriesID):aggregate_credits"
    }

    /// The entry of a part of the series' screen: `tv:1396:credits`, `tv:1396:aggregate_credits`,
    /// `tv:1396:content_ratings`, `tv:1396:images`, `tv:1396:watch_providers`, `tv:1396:videos`,
    /// `tv:1396:keywords`, `tv:1396:translations`, the first page of
    /// `tv:1396:recommendations:page:1` and `tv:1396:similar:page:1`, and `tv:1396:season:1`.
    static func part(_ part: TVSeriesPart, ofTVSeries tvSeriesID: Int) -> String {
        switch part {
        case .credits: credits(forTVSeries: tvSeriesID)
        case .aggregateCredits: aggregateCredits(forTVSeries: tvSeriesID)
        case .contentRatings: "tv:\(tvSeriesID):content_ratings"
        case .images: "tv:\(tvSeriesID):images"
        case .recommendations: recommendations(forTVSeries: tvSeriesID, page: 1)
        case .similar: similar(forTVSeries: tvSeriesID, page: 1)
        case .watchProviders: "tv:\(tvSeriesID):watch_providers"
        case .videos: "tv:\(tvSeriesID):videos"
        case .keywords: "tv:\(tvSeriesID):keywords"
        case .translations: "tv:\(tvSeriesID):translations"
        case .season(let number): season(number, inTVSeries: tvSeriesID)
        }
    }

    /// `tv:1396:recommendations:page:2`
    static func recommendations(forTVSeries tvSeriesID: Int, page: Int) -> String {
        "tv:\(tvSeriesID):recommendations:page:\(page)"
    }

    /// `tv:1396:similar:page:2`
    static func similar(forTVSeries tvSeriesID: Int, page: Int) -> String {
        "tv:\(tvSeriesID):similar:page:\(page)"
    }

    /// `tv:popular:page:1`
    static func list(_ list: TVSeriesListKind, page: Int) -> String {
        "tv:\(list.rawValue):page:\(page)"
    }

    /// `tv:search:breaking bad:year:2008:page:1`, or `year:any` without a year.
    static func search(query: String, firstAirDateYear: Int?, page: Int) -> String {
        "tv:search:\(query.lowercased()):year:\(firstAirDateYear.map(String.init) ?? "any"):page:\(page)"
    }
}
