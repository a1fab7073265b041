import DataPersistence
import DataPersistenceTestHelpers

extension CacheContext {
    static func mock(
        policy: CachePolicy = .cacheFirst,
        language: String = "en-US",
        clock: FixedCacheClock = FixedCacheClock(),
        reporter: RecordingCacheEventReporter = RecordingCacheEventReporter()
    ) -> CacheContext {
        CacheContext(policy: policy, language: language, timeToLive: .standard, clock: clock, reporter: reporter)
    }
}
