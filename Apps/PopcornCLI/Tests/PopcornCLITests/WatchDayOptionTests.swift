import ArgumentParser
import Testing
import TrackingDomain

@testable import PopcornCLI

@Suite("WatchDayOption")
struct WatchDayOptionTests {
    @Test("a real day reads, spaces around it ignored")
    func reads() throws {
        #expect(try WatchDayOption.parse(" 2026-11-20 ").description == "2026-11-20")
    }

    @Test(
        "anything else is a usage error that shows what a day looks like", arguments: ["yesterday", "2026-02-30", ""])
    func refuses(text: String) {
        #expect(throws: ValidationError.self) { try WatchDayOption.parse(text) }
    }
}
