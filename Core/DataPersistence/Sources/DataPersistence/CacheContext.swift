import Foundation

/// Everything a repository needs to decide between cache and network for one command.
public struct CacheContext: Sendable {
    public let policy: CachePolicy
    /// The TMDb `language` the command asked for; cached entries in another language are misses.
    public let language: String
    public let timeToLive: CacheTimeToLive
    public let clock: any CacheClock
    public let reporter: any CacheEventReporting
    /// Shared by every repository of the command, so concurrent requests for one entry fetch it once.
    public let inFlight: InFlightFetches

    public init(
        policy: CachePolicy = .cacheFirst,
        language: String = "en-US",
        timeToLive: CacheTimeToLive = .standard,
        clock: any CacheClock = SystemCacheClock(),
        reporter: any CacheEventReporting = SilentCacheEventReporter(),
        inFlight: InFlightFetches = InFlightFetches()
    ) {
        self.policy = policy
        self.language = language
        self.timeToLive = timeToLive
        self.clock = clock
        self.reporter = reporter
        self.inFlight = inFlight
    }
}
