import DataPersistence
import GRDB
import Testing

@Suite("CacheTimeToLive")
struct CacheTimeToLiveTests {
    @Test("each kind reads its own interval")
    func intervals() {
        let ttl = CacheTimeToLive(details: 1, credits: 2, list: 3, search: 4, configuration: 5)
        #expect(CacheResourceKind.allCases.map(ttl.interval(for:)) == [1, 2, 3, 4, 5])
    }

    @Test("the standard lifetimes keep details a day and lists an hour")
    func standard() {
        #expect(CacheTimeToLive.standard.details == 86_400)
        #expect(CacheTimeToLive.standard.list == 3_600)
    }
}
