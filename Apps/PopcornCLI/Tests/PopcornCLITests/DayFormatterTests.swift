import Foundation
import TMDbKit
import Testing

@testable import PopcornCLI

@Suite("DayFormatter")
struct DayFormatterTests {
    @Test(
        "A date reads as its GMT day, YYYY-MM-DD",
        arguments: [
            (0.0, "1970-01-01"), (86_399.9, "1970-01-01"), (-0.5, "1969-12-31"), (940_000_000, "1999-10-15"),
            (951_782_400, "2000-02-29"),
        ])
    func day(seconds: Double, text: String) {
        #expect(DayFormatter.string(from: Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test(
        "Years outside 1000...9999 are padded to four digits, or widened, with a sign when negative",
        arguments: [
            (-62_135_596_800.0, "0001-01-01"), (-62_167_219_200, "0000-01-01"), (-62_167_219_201, "-0001-12-31"),
            (-30_610_224_000, "1000-01-01"), (253_402_300_800, "10000-01-01"),
        ])
    func unusualYears(seconds: Double, text: String) {
        #expect(DayFormatter.string(from: Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test("A date too far out to be a calendar day reads as 0000-00-00")
    func outOfRange() {
        for seconds in [1e15, -1e15, .infinity, -.infinity, .nan] {
            #expect(DayFormatter.string(from: Date(timeIntervalSince1970: seconds)) == "0000-00-00")
        }
    }

    @Test("Every day writes exactly as TMDbKit writes it, from 4800 BC to AD 12000 and beyond")
    func sameAsTMDbDate() {
        var mismatches: [String] = []
        var seconds = -213_000_000_000.0
        while seconds < 320_000_000_000 {
            for offset in [0.0, 0.25, 43_200, 86_399.75] {
                let date = Date(timeIntervalSince1970: seconds + offset)
                if DayFormatter.string(from: date) != TMDbDate.format(date) {
                    mismatches.append("\(seconds + offset)")
                }
            }
            seconds += 86_400 * 97
        }
        for seconds in [1e15 - 1, -(1e15 - 1), 9.99e14, -9.99e14, 1e15, .nan] {
            let date = Date(timeIntervalSince1970: seconds)
            if DayFormatter.string(from: date) != TMDbDate.format(date) {
                mismatches.append("\(seconds)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
