import Foundation
import Testing

@testable import PopcornCLI

@Suite("DisplayFormat")
struct DisplayFormatTests {
    @Test(
        "Runtimes read as hours and minutes",
        arguments: [
            (139, "2h 19m"), (45, "45m"), (120, "2h"), (61, "1h 1m"), (1, "1m"),
        ])
    func runtime(minutes: Int, text: String) {
        #expect(DisplayFormat.runtime(minutes: minutes) == text)
    }

    @Test("Missing or non-positive runtimes are left out")
    func noRuntime() {
        #expect(DisplayFormat.runtime(minutes: nil) == nil)
        #expect(DisplayFormat.runtime(minutes: 0) == nil)
        #expect(DisplayFormat.runtime(minutes: -5) == nil)
    }

    @Test(
        "Numbers are grouped by thousands",
        arguments: [
            (0, "0"), (999, "999"), (1_000, "1,000"), (31_000, "31,000"), (1_234_567, "1,234,567"), (-4_500, "-4,500"),
        ])
    func grouped(value: Int, text: String) {
        #expect(DisplayFormat.grouped(value) == text)
    }

    @Test("Money is whole dollars; zero and missing amounts are left out")
    func money() {
        #expect(DisplayFormat.money(63_000_000) == "$63,000,000")
        #expect(DisplayFormat.money(100_853_753.4) == "$100,853,753")
        #expect(DisplayFormat.money(0) == nil)
        #expect(DisplayFormat.money(nil) == nil)
        #expect(DisplayFormat.money(.nan) == nil)
    }

    @Test("Ratings have one decimal and a grouped vote count")
    func rating() {
        #expect(DisplayFormat.rating(average: 8.433, count: 31_000) == "8.4/10 (31,000 votes)")
        #expect(DisplayFormat.rating(average: 7.25, count: 1) == "7.3/10 (1 vote)")
        #expect(DisplayFormat.rating(average: 10, count: 3) == "10.0/10 (3 votes)")
        #expect(DisplayFormat.rating(average: 0, count: 0) == nil)
        #expect(DisplayFormat.rating(average: nil, count: 10) == nil)
    }

    @Test("The year is the GMT calendar year")
    func year() {
        #expect(DisplayFormat.year(of: Date(timeIntervalSince1970: 939_945_600)) == "1999")
        #expect(DisplayFormat.year(of: Date(timeIntervalSince1970: 946_684_799)) == "1999")
        #expect(DisplayFormat.year(of: nil) == nil)
    }

    @Test("Counts agree in number")
    func count() {
        #expect(DisplayFormat.count(1, "result", "results") == "1 result")
        #expect(DisplayFormat.count(2_600, "result", "results") == "2,600 results")
    }
}
