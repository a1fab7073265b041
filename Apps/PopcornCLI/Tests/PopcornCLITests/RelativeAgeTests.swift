import Testing

@testable import PopcornCLI

@Suite("RelativeAge")
struct RelativeAgeTests {
    static let day: Double = 86_400
    static let cases: [(seconds: Double, text: String)] = [
        (0, "just now"), (59, "just now"), (60, "1 minute ago"), (150, "2 minutes ago"),
        (3_600, "1 hour ago"), (3 * day, "3 days ago"), (8 * day, "1 week ago"),
        (65 * day, "2 months ago"), (800 * day, "2 years ago"), (-5, "just now"),
    ]

    @Test("Ages read in the largest whole unit", arguments: cases)
    func describe(age: (seconds: Double, text: String)) {
        #expect(RelativeAge.describe(age.seconds) == age.text)
    }
}
