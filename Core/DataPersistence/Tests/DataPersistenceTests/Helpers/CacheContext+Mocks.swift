import DataPersistence
import DataPersistenceTestHelpers
import Foundation

extension CacheContext {
    static func mock(
        policy: CachePolicy = .cacheFirst,
        clock: FixedCacheClock = FixedCacheClock(),
        reporter: RecordingCacheEventReporter = RecordingCacheEventReporter()
    ) -> CacheContext {
        CacheContext(policy: policy, language: "en-US", timeToLive: .standard, clock: clock, reporter: reporter)
    }
}
