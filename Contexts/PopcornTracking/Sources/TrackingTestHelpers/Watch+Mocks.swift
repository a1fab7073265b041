import Foundation
import TrackingDomain

extension Watch {
    /// Fight Club, watched on 20 November 2026 and logged that evening.
    public static func mock(
        id: Int64 = 1,
        title: TrackedTitle = .mock(),
        watchedOn: WatchDay = .mock(),
        loggedAt: Date = Date(timeIntervalSince1970: 1_795_204_800)
    ) -> Watch {
        Watch(id: id, title: title, watchedOn: watchedOn, loggedAt: loggedAt)
    }
}
