import CoreDomain
import Testing

@Suite("Gender")
struct GenderTests {
    @Test(
        "TMDb's documented values map to their cases",
        arguments: [
            (0, Gender.unknown), (1, .female), (2, .male), (3, .other),
        ])
    func knownValuesMap(value: Int, expected: Gender) {
        #expect(Gender(tmdbValue: value) == expected)
    }

    @Test("an undocumented value falls back to unknown")
    func unknownValueFallsBack() {
        #expect(Gender(tmdbValue: 7) == .unknown)
        #expect(Gender(tmdbValue: -1) == .unknown)
    }

    @Test("a missing value is unknown")
    func missingValueIsUnknown() {
        #expect(Gender(tmdbValue: nil) == .unknown)
    }
}
