import Foundation
import Testing

@testable import TMDbKit

/// ``TMDbDate/parseTimestamp(_:)``: the ISO 8601 instants of TMDb's release dates.
extension TMDbDateTests {
    @Test func parsesAReleaseDateTimestampAtMidnightGMT() {
        #expect(TMDbDate.parseTimestamp("2007-07-04T00:00:00.000Z") == TMDbDate.parse("2007-07-04"))
        #expect(TMDbDate.parseTimestamp("1999-10-15T00:00:00.000Z") == Date(timeIntervalSince1970: 939_945_600))
    }

    @Test func keepsTheTimeOfDayAndTheFraction() {
        #expect(
            TMDbDate.parseTimestamp("1970-01-02T03:04:05.250Z") == Date(timeIntervalSince1970: 86_400 + 11_045.25))
        #expect(TMDbDate.parseTimestamp("1970-01-01T00:00:01Z") == Date(timeIntervalSince1970: 1))
        #expect(TMDbDate.parseTimestamp("1970-01-01T10:30Z") == Date(timeIntervalSince1970: 37_800))
    }

    @Test func readsAZoneOffsetAsAnInstantInGMT() {
        let noonGMT = Date(timeIntervalSince1970: 12 * 3600)

        #expect(TMDbDate.parseTimestamp("1970-01-01T14:00:00+02:00") == noonGMT)
        #expect(TMDbDate.parseTimestamp("1970-01-01T07:00:00-0500") == noonGMT)
        #expect(TMDbDate.parseTimestamp("1970-01-01T12:00:00") == noonGMT)
    }

    @Test func readsADayWithoutATimeAsMidnightGMT() {
        #expect(TMDbDate.parseTimestamp("2024-02-29") == TMDbDate.parse("2024-02-29"))
    }

    @Test func agreesWithFoundationsISO8601Parser() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for text in ["1999-09-10T18:30:00.000Z", "2020-03-01T00:00:00.000Z", "1895-12-28T21:15:42.500Z"] {
            let expected = try #require(formatter.date(from: text))

            #expect(TMDbDate.parseTimestamp(text) == expected, "\(text)")
        }
    }

    @Test(
        arguments: [
            nil, "", "2023-02-29T00:00:00.000Z", "2023-01-01T24:00:00.000Z", "2023-01-01T12:60:00Z",
            "2023-01-01T12:00:60Z", "2023-01-01 12:00:00Z", "2023-01-01T12", "2023-01-01T12:00:00.Z",
            "2023-01-01T12:00:00.000ZZ", "2023-01-01T12:00:00+2", "2023-01-01T12:00:00+25:00",
            "2023-01-01T12:00:00*01:00", "2023-1-01T00:00:00Z", "yesterday at noon",
        ] as [String?])
    func rejectsAMalformedOrImpossibleTimestamp(text: String?) {
        #expect(TMDbDate.parseTimestamp(text) == nil)
    }
}
