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

    @Test("A detail line is written as it is, without a prefix, on one line, with credentials redacted")
    func detail() throws {
        let captured = CapturedConsole(secrets: ["secret-key-123"])
        captured.console.error("two candidates:")
        captured.console.detail("  Fight Club  1999  popcorn movie 550")
        captured.console.detail("  two\nlines secret-key-123")
        #expect(
            captured.errors
                == "popcorn: error: two candidates:\n  Fight Club  1999  popcorn movie 550\n  two lines <redacted>\n")
        #expect(captured.output.isEmpty)
    }
}
