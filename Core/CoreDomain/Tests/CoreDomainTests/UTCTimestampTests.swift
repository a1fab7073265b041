import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("UTCTimestamp")
struct UTCTimestampTests {
    /// 2026-11-26T04:58:00Z.
    let instant = Date(timeIntervalSince1970: 1_795_669_080)

    @Test(
        "An instant is written in UTC to the second, a fraction of a second dropped",
        arguments: [
            (1_795_669_080.0, "2026-11-26T04:58:00Z"),
            (1_795_669_080.999, "2026-11-26T04:58:00Z"),
            (0.0, "1970-01-01T00:00:00Z"),
            (-1.0, "1969-12-31T23:59:59Z"),
            (951_825_599.0, "2000-02-29T11:59:59Z"),
            (253_402_300_799.0, "9999-12-31T23:59:59Z"),
        ])
    func writesInstants(seconds: Double, expected: String) {
        #expect(UTCTimestamp.text(for: Date(timeIntervalSince1970: seconds)) == expected)
    }

    @Test(
        "An instant is read with Z or an offset, a fraction of a second dropped",
        arguments: [
            "2026-11-26T04:58:00Z", "2026-11-26T04:58:00z", "2026-11-26t04:58:00Z", "2026-11-26T04:58:00+00:00",
            "2026-11-26T04:58:00-00:00", "2026-11-26T04:58:00.123Z", "2026-11-26T04:58:00.9+00:00",
            "2026-11-26T06:58:00+02:00", "2026-11-25T23:28:00-05:30",
        ])
    func readsInstants(text: String) {
        #expect(UTCTimestamp.date(from: text) == instant)
    }

    @Test(
        "Text that is not an instant to the second with a zone, or names no instant, is not read",
        arguments: [
            "", "2026-11-26", "2026-11-26T04:58Z", "2026-11-26T04:58:00", "2026-11-26 04:58:00Z",
            "2026-11-26T04:58:00.Z", "2026-11-26T04:58:00+0000", "2026-11-26T04:58:00+00", "2026-11-26T24:00:00Z",
            "2026-11-26T04:60:00Z", "2026-11-26T04:58:60Z", "2026-02-30T04:58:00Z", "2026-11-26T04:58:00ZZ",
            "2026-11-26T04:58:00+24:00", "26-11-26T04:58:00Z", "2026-11-26T04:5a:00Z", "tomorrow at noon, UTC",
        ])
    func refusesOtherText(text: String) {
        #expect(UTCTimestamp.date(from: text) == nil)
    }

    @Test("Writing then reading an instant gives it back to the second")
    func roundTrips() {
        let date = Date(timeIntervalSince1970: 1_234_567_890.5)

        #expect(
            UTCTimestamp.date(from: UTCTimestamp.text(for: date))
                == Date(timeIntervalSince1970: 1_234_567_890))
    }

    @Test("A day is read as its midnight UTC, and a UTC day is written YYYY-MM-DD")
    func readsAndWritesDays() {
        #expect(UTCTimestamp.date(fromDay: "1999-10-15") == .mockDay(year: 1999, month: 10, day: 15))
        #expect(UTCTimestamp.date(fromDay: "1999-02-29") == nil)
        #expect(UTCTimestamp.date(fromDay: "2026-11-26T04:58:00Z") == nil)
        #expect(UTCTimestamp.dayText(for: instant) == "2026-11-26")
    }

    @Test("Where an instant or a day may be given, each is read")
    func readsInstantOrDay() {
        #expect(UTCTimestamp.date(fromInstantOrDay: "2026-11-26T04:58:00Z") == instant)
        #expect(UTCTimestamp.date(fromInstantOrDay: "2026-11-26") == .mockDay(year: 2026, month: 11, day: 26))
        #expect(UTCTimestamp.date(fromInstantOrDay: "26/11/2026") == nil)
    }
}
