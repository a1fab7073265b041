import DataPersistence
import Foundation
import Synchronization

/// Records every ``CacheEvent`` so tests can assert what the cache did.
public final class RecordingCacheEventReporter: CacheEventReporting {
    private let recorded = Mutex<[CacheEvent]>([])

    public init() {}

    public func report(_ event: CacheEvent) {
        recorded.withLock { $0.append(event) }
    }

    /// The events reported so far, oldest first.
    public var events: [CacheEvent] { recorded.withLock { $0 } }
}
