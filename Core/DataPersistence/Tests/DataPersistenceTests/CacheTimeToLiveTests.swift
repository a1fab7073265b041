import DataPersistence
import GRDB
import Testing

@Suite("CacheTimeToLive")
struct CacheTimeToLiveTests {
    @Test("each kind reads its own interval")
    func intervals() {
        let ttl = CacheTimeToLive(details: 1, credits: 2, list: 3, search: 4, configuration: 5, genres: 6)
        #expect(CacheResourceKind.allCases.map(ttl.interval(for:)) == [1, 2, 3, 4, 5, 6])
    }

    @Test("the standard lifetimes keep details a day and lists an hour")
    func standard() {
        #expect(CacheTimeToLive.standard.details == 86_400)
        #expect(CacheTimeToLive.standard.list == 3_600)
    }

    @Test("the standard lifetimes keep genre lists a week, as long as the configuration")
    func genresForAWeek() {
        #expect(CacheTimeToLive.standard.genres == 604_800)
        #expect(CacheTimeToLive.standard.interval(for: .genres) == CacheTimeToLive.standard.configuration)
    }

    @Test("every kind has a distinct name, as cache stats counts them by it")
    func kindNames() {
        #expect(
            CacheResourceKind.allCases.map(\.rawValue) == [
                "details", "credits", "list", "search", "configuration", "genres",
            ])
    }
}
