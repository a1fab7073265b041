import Foundation

/// What the TV series context needs from the person's diary: their history with a series for its
/// details, and which episodes of a season they watched for the season's screen. Never fails: with
/// no diary, or one that cannot be read, nothing was watched (its own commands report why).
public protocol TVSeriesViewingProviding: Sendable {
    /// The seasons whose episodes the series' progress needs (the next episode's), asked for with the
    /// details so the screen stays one request; none when no episode was watched.
    func seasonsForProgress(tvSeriesID: TVSeries.ID) async -> Set<Int>

    /// The diary's word on the series, its progress laid over the bundle's seasons.
    func viewing(of bundle: TVSeriesBundle) async -> TVSeriesViewing

    /// How often each episode of the season was watched, by episode number (absent when never).
    func episodeWatchCounts(tvSeriesID: TVSeries.ID, seasonNumber: Int) async -> [Int: Int]
}
