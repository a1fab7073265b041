import PeopleDomain
import Testing

@Suite("PersonCreditMediaType")
struct PersonCreditMediaTypeTests {
    @Test("raw values are the case names the cache stores, and never change")
    func rawValuesAreStable() {
        #expect(PersonCreditMediaType.allCases.map(\.rawValue) == ["movie", "tvSeries", "unknown"])
    }

    @Test("a stored raw value reads back as its case")
    func roundTrip() {
        for mediaType in PersonCreditMediaType.allCases {
            #expect(PersonCreditMediaType(rawValue: mediaType.rawValue) == mediaType)
        }
    }

    @Test("a raw value the domain does not know reads as nil, for callers to fall back")
    func unknownRawValue() {
        #expect(PersonCreditMediaType(rawValue: "tv") == nil)
    }
}
