import Foundation
import Synchronization
import TVSeriesDomain

/// A diary that answers with what it was given and records every question: `seasons 1396`,
/// `viewing 1396 [1, 2]` (the bundle's seasons), `episodes 1396/1`.
public final class MockTVSeriesViewingProvider: TVSeriesViewingProviding {
    private let seasons: Set<Int>
    private let viewing: TVSeriesViewing
    private let watchCounts: [Int: Int]
    private let asked = Mutex<[String]>([])

    public init(seasons: Set<Int> = [], viewing: TVSeriesViewing = .unwatched, watchCounts: [Int: Int] = [:]) {
        self.seasons = seasons
        self.viewing = viewing
        self.watchCounts = watchCounts
    }

    /// Every question, in order.
    public var calls: [String] { asked.withLock { $0 } }

    public func seasonsForProgress(tvSeriesID: Int) async -> Set<Int> {
        asked.withLock { $0.append("seasons \(tvSeriesID)") }
        return seasons
    }

    public func viewing(of bundle: TVSeriesBundle) async -> TVSeriesViewing {
        asked.withLock { $0.append("viewing \(bundle.tvSeries.id) \(bundle.seasons.keys.sorted())") }
        return viewing
    }

    public func episodeWatchCounts(tvSeriesID: Int, seasonNumber: Int) async -> [Int: Int] {
        asked.withLock { $0.append("episodes \(tvSeriesID)/\(seasonNumber)") }
        return watchCounts
    }
}
