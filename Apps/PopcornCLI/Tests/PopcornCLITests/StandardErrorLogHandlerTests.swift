import Logging
import Testing

@testable import PopcornCLI

@Suite("StandardErrorLogHandler")
struct StandardErrorLogHandlerTests {
    @Test("Messages are one line with sorted metadata")
    func line() {
        #expect(StandardErrorLogHandler.line(message: "hello", metadata: ["b": "2", "a": "1"]) == "hello a=1 b=2")
    }

    @Test("Levels below the handler's level are dropped")
    func levels() {
        let captured = CapturedConsole()
        let logger = StandardErrorLogHandler.logger(console: captured.console, level: .info)
        logger.debug("hidden")
        logger.info("shown")
        #expect(captured.errorLines == ["popcorn: info: shown"])
    }
}
