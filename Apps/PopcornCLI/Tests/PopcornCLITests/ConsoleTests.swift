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

    @Test("Human output shows a title's control characters instead of sending them, and keeps the layout's styling")
    func neutralisesOutput() throws {
        let captured = CapturedConsole()
        let title = "Evil\u{1B}]0;owned\u{7} \u{1B}[2J\u{9B}5m\tTitle\r\u{7F}"

        try captured.console.write(TextStyle(isEnabled: true).title(title) + "\n" + title + "\n")

        #expect(
            captured.output
                == "\u{1B}[1mEvil�]0;owned� �[2J�5m Title �\u{1B}[0m\n" + "Evil�]0;owned� �[2J�5m Title �\n")
    }

    @Test("A document (JSON, an export) is written exactly as it is")
    func documentsStayExact() throws {
        let captured = CapturedConsole()

        try captured.console.writeDocument("{\"title\": \"a\\u001bb\"}\tx\n")

        #expect(captured.output == "{\"title\": \"a\\u001bb\"}\tx\n")
    }

    @Test("A diagnostic quoting a title is one plain line without its control characters")
    func neutralisesDiagnostics() {
        let console = Console()

        #expect(
            console.line("error", "\"Evil\u{1B}[2J\" matches 2 movies")
                == "popcorn: error: \"Evil�[2J\" matches 2 movies\n")
    }
}
