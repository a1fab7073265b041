import Testing

@testable import PopcornCLI

@Suite("Console")
struct ConsoleTests {
    @Test("A diagnostic is one prefixed line, with credentials redacted")
    func line() {
        let console = Console(redactor: SecretRedactor(secrets: ["secret-key-123"]))
        #expect(console.line("error", "bad\nthing secret-key-123") == "popcorn: error: bad thing <redacted>\n")
    }

    @Test("Errors, warnings and notes go to the error stream only")
    func streams() throws {
        let captured = CapturedConsole()
        captured.console.error("one")
        captured.console.warning("two")
        captured.console.note("three")
        try captured.console.write("data\n")
        #expect(captured.errorLines == ["popcorn: error: one", "popcorn: warning: two", "popcorn: note: three"])
        #expect(captured.output == "data\n")
    }
}
