import Foundation
import TVSeriesDomain

/// The cache keys of the TV series context, in one place so that repositories, rows, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
/// Seasons and single episodes are stored under their keys too.
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

    /// `tv:popular:page:1`
    static func list(_ list: TVSeriesListKind, page: Int) -> String {
        "tv:\(list.rawValue):page:\(page)"
    }

    /// `tv:search:breaking bad:year:2008:page:1`, or `year:any` without a year.
    static func search(query: String, firstAirDateYear: Int?, page: Int) -> String {
        "tv:search:\(query.lowercased()):year:\(firstAirDateYear.map(String.init) ?? "any"):page:\(page)"
    }
}
