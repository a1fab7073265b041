import CoreDomain
import DataPersistence
import Testing

@testable import PopcornCLI

@Suite("CacheEventRelay")
struct CacheEventRelayTests {
    @Test("A stale fallback earns exactly one warning saying how old the data is")
    func staleWarningOnce() {
        let captured = CapturedConsole()
        let relay = CacheEventRelay(console: captured.console, logger: nil)
        relay.report(
            .staleServed(.details, key: "movie:550", age: 3 * 86_400, cause: .unreachable("connection refused")))
        relay.report(.staleServed(.credits, key: "movie:550:credits", age: 3 * 86_400, cause: .unreachable(nil)))
        #expect(
            captured.errorLines == [
                "popcorn: warning: TMDb could not be reached (connection refused); showing data cached 3 days ago"
            ])
    }

    @Test("Without --debug, ordinary events print nothing")
    func quietWithoutDebug() {
        let captured = CapturedConsole()
        let relay = CacheEventRelay(console: captured.console, logger: nil)
        relay.report(.hit(.details, key: "movie:550", age: 10))
        relay.report(.miss(.credits, key: "movie:550:credits"))
        #expect(captured.errors.isEmpty)
    }

    @Test("With --debug, each event is one debug line with its key")
    func debugLines() {
        let captured = CapturedConsole()
        let logger = StandardErrorLogHandler.logger(console: captured.console)
        let relay = CacheEventRelay(console: captured.console, logger: logger)
        relay.report(.hit(.details, key: "movie:550", age: 12.7))
        relay.report(.miss(.credits, key: "movie:550:credits"))
        relay.report(.expired(.list, key: "list:popular:1", age: 4_000))
        #expect(
            captured.errorLines == [
                "popcorn: debug: cache hit details movie:550 age=12s",
                "popcorn: debug: cache miss credits movie:550:credits",
                "popcorn: debug: cache expired list list:popular:1 age=4000s",
            ])
    }

    @Test("A cause that already names TMDb is not repeated")
    func causeWording() {
        let warning = CacheEventRelay.staleWarning(
            age: 7_200, cause: .unreachable("TMDb could not be reached: timed out"))
        #expect(warning == "TMDb could not be reached: timed out; showing data cached 2 hours ago")
    }
}
