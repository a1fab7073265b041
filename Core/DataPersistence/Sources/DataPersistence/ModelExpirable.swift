import Foundation

/// A cached record that knows when it was written, so any context can tell fresh from stale the same way.
public protocol ModelExpirable {
    /// When the record was last written from TMDb.
    var cachedAt: Date { get }
}

extension ModelExpirable {
    /// Whether the record is older than `timeToLive` at `now`.
    public func isExpired(timeToLive: TimeInterval, now: Date) -> Bool {
        now.timeIntervalSince(cachedAt) > timeToLive
    }
}
