import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("ModelExpirable")
struct ModelExpirableTests {
    struct Record: ModelExpirable {
        let cachedAt: Date
    }

    let now = Date(timeIntervalSince1970: 1_000_000)

    @Test("a record younger than its time to live is not expired")
    func fresh() {
        #expect(Record(cachedAt: now.addingTimeInterval(-59)).isExpired(timeToLive: 60, now: now) == false)
    }

    @Test("a record older than its time to live is expired")
    func expired() {
        #expect(Record(cachedAt: now.addingTimeInterval(-61)).isExpired(timeToLive: 60, now: now))
    }
}
