import Foundation

/// The source of "now" for cache expiry, injectable so tests can move time.
public protocol CacheClock: Sendable {
    /// The current date.
    func now() -> Date
}

/// The real clock.
public struct SystemCacheClock: CacheClock {
    public init() {}

    public func now() -> Date { Date() }
}
