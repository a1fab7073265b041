import Foundation
import Testing
import TrackingDomain
import TrackingTestHelpers

@Suite("WatchDay")
struct WatchDayTests {
    @Test(
        "a real YYYY-MM-DD day reads, and writes back the same", arguments: ["2026-11-20", "2024-02-29", "0999-01-01"])
    func roundTrip(text: String) throws {
        #expect(try #require(WatchDay(text)).description == text)
    }

    @Test(
        "anything but a real YYYY-MM-DD day is refused",
        arguments: [
            "2026-02-29", "2026-13-01", "2026-11-31", "2026-00-10", "2026-1-20", "26-11-20", "2026/11/20",
            "2026-11-20x", "", "yesterday", "2026-11-+1", "１２３４-11-20",
        ])
    func refusals(text: String) {
        #expect(WatchDay(text) == nil)
    }

    @Test("1900 is no leap year and 2000 is")
    func centuries() {
        #expect(WatchDay(year: 1900, month: 2, day: 29) == nil)
        #expect(WatchDay(year: 2000, month: 2, day: 29) != nil)
    }

    @Test("days order as the calendar does")
    func order() throws {
        let days = try ["2026-11-20", "2025-12-31", "2026-01-02", "2026-11-19"].map { try #require(WatchDay($0)) }
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-02", "2026-11-19", "2026-11-20"])
    }

    @Test("today is the day it is where the person is")
    func today() throws {
        // 2026-11-20 23:30 UTC: still the 20th in London, already the 21st in Tokyo.
        let instant = Date(timeIntervalSince1970: 1_795_217_400)
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(WatchDay(instant, in: london).description == "2026-11-20")
        #expect(WatchDay(instant, in: tokyo).description == "2026-11-21")
    }
}
