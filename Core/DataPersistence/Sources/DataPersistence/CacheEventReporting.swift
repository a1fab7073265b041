import Foundation

/// Receives ``CacheEvent``s; the CLI turns them into `--debug` lines and stale warnings.
public protocol CacheEventReporting: Sendable {
    /// Called once for each thing the cache did.
    func report(_ event: CacheEvent)
}

/// Ignores every event.
public struct SilentCacheEventReporter: CacheEventReporting {
    public init() {}

    public func report(_ event: CacheEvent) {}
}
