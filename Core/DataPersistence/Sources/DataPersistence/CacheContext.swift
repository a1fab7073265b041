import Foundation

/// Everything a repository needs to decide between cache and network for one command.
public struct CacheContext: Sendable {
    public let policy: CachePolicy
    /// The TMDb `language` the command asked for; cached entries in another language are misses.
    public let language: String
    public let timeToLive: CacheTimeToLive
    public let clock: any CacheClock
    public let reporter: any CacheEventReporting

    public init(
        policy: CachePolicy = .cacheFirst,
        language: String = "en-US",
        timeToLive: CacheTimeToLive = .standard,
        clock: any CacheClock = SystemCacheClock(),
        reporter: any CacheEventReporting = SilentCacheEventReporter()
    ) {
        self.policy = policy
        self.language = language
        self.timeToLive = timeToLive
        self.clock = clock
        self.reporter = reporter
    }
}
