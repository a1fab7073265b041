import Testing
import TrackingDomain

@Suite("RatingValue")
struct RatingValueTests {
    @Test("0.5 to 10 in steps of 0.5 are ratings", arguments: [0.5, 1, 7.5, 8, 9.5, 10])
    func accepted(value: Double) throws {
        #expect(try #require(RatingValue(value)).value == value)
    }

    @Test(
        "anything else is refused",
        arguments: [0, -1, 10.5, 11, 8.25, 7.3, Double.nan, Double.infinity, -0.5])
    func refused(value: Double) {
        #expect(RatingValue(value) == nil)
    }

    @Test("halves outside 1...20 are refused")
    func halves() {
        #expect(RatingValue(halves: 0) == nil)
        #expect(RatingValue(halves: 21) == nil)
        #expect(RatingValue(halves: 17)?.value == 8.5)
    }

    @Test("a whole rating is written without a decimal, a half with .5")
    func description() {
        #expect(RatingValue(9)?.description == "9")
        #expect(RatingValue(8.5)?.description == "8.5")
        #expect(RatingValue(0.5)?.description == "0.5")
    }
}
