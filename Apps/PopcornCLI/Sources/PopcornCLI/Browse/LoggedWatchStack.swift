import Synchronization
import TrackingDomain

/// The ids of the watches the browser's `m` logged, newest last: `u` takes back exactly these,
/// one at a time, never an older watch of the same title.
final class LoggedWatchStack: Sendable {
    private let ids = Mutex<[Watch.ID]>([])

    /// Notes a watch just logged.
    func push(_ id: Watch.ID) {
        ids.withLock { $0.append(id) }
    }

    /// The latest watch noted, forgotten; `nil` when none is left.
    func pop() -> Watch.ID? {
        ids.withLock { $0.popLast() }
    }
}
