import DataPersistence

extension CacheContext {
    /// A cache context for tests: cache-first, the standard times to live, a clock and reporter the
    /// test keeps to move time and read what the cache did.
    public static func mock(
        policy: CachePolicy = .cacheFirst,
        language: String = "en-US",
        clock: FixedCacheClock = FixedCacheClock(),
        reporter: RecordingCacheEventReporter = RecordingCacheEventReporter()
    ) -> CacheContext {
        CacheContext(policy: policy, language: language, timeToLive: .standard, clock: clock, reporter: reporter)
    }
}
