import MoviesDomain
import Testing

@Suite("MovieStatus")
struct MovieStatusTests {
    @Test("raw values are the case names the cache stores, and never change")
    func rawValuesAreStable() {
        #expect(
            MovieStatus.allCases.map(\.rawValue) == [
                "rumoured", "planned", "inProduction", "postProduction", "released", "cancelled", "unknown",
            ])
    }

    @Test("a stored raw value reads back as its case")
    func roundTrip() {
        for status in MovieStatus.allCases {
            #expect(MovieStatus(rawValue: status.rawValue) == status)
        }
    }

    @Test("a raw value the domain does not know reads as nil, for callers to fall back")
    func unknownRawValue() {
        #expect(MovieStatus(rawValue: "Leaked") == nil)
    }
}
