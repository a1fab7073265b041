import TVSeriesDomain
import Testing

@Suite("TVSeriesListKind")
struct TVSeriesListKindTests {
    @Test("raw values are the case names, and never change")
    func rawValuesAreStable() {
        #expect(TVSeriesListKind.allCases.map(\.rawValue) == ["popular", "topRated", "onTheAir", "airingToday"])
    }

    @Test("a raw value reads back as its case, and an unknown one as nil")
    func roundTrip() {
        for kind in TVSeriesListKind.allCases {
            #expect(TVSeriesListKind(rawValue: kind.rawValue) == kind)
        }
        #expect(TVSeriesListKind(rawValue: "trending") == nil)
    }
}
