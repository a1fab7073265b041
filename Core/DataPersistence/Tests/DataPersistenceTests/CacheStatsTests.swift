import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("CacheStats")
struct CacheStatsTests {
    @Test("stats survive a JSON round trip unchanged")
    func jsonRoundTrip() throws {
        let stats = CacheStats(
            entriesByKind: ["details": 3, "list": 0],
            entriesByContext: ["movies": 3],
            totalEntries: 3,
            fileSizeBytes: 4096,
            oldestCachedAt: Date(timeIntervalSince1970: 1_700_000_000),
            newestCachedAt: Date(timeIntervalSince1970: 1_700_003_600)
        )

        let decoded = try JSONDecoder().decode(CacheStats.self, from: JSONEncoder().encode(stats))

        #expect(decoded == stats)
    }

    @Test("an empty cache's dates and an in-memory cache's size are left out of the JSON")
    func jsonNulls() throws {
        let stats = CacheStats(
            entriesByKind: [:], entriesByContext: [:], totalEntries: 0, fileSizeBytes: nil,
            oldestCachedAt: nil, newestCachedAt: nil)

        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(stats)) as? [String: Any]

        #expect(object?["totalEntries"] as? Int == 0)
        #expect(object?["oldestCachedAt"] == nil)
        #expect(object?["fileSizeBytes"] == nil)
    }
}
