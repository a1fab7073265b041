import Testing

@testable import PopcornCLI

@Suite("TitleChoicePrompt")
struct TitleChoicePromptTests {
    let rows = ["  Dune  2021  popcorn movie 438631", "  Dune  1984  popcorn movie 841"]

    func prompt(answer: String?, captured: CapturedConsole) -> TitleChoicePrompt {
        prompt(answers: [answer], captured: captured)
    }

    /// A prompt read `answers` in turn, then the end of input.
    func prompt(answers: [String?], captured: CapturedConsole) -> TitleChoicePrompt {
        let queue = AnswerQueue(answers)
        return TitleChoicePrompt(errors: captured.console.errors, readAnswer: { queue.next() })
    }

    @Test("A listed number chooses that row, counted from 1")
    func choosesTheNumberedRow() {
        let captured = CapturedConsole()

        #expect(prompt(answer: " 2 ", captured: captured).choose("\"dune\" matches 2 movies:", rows: rows) == 1)
    }

    @Test("The question lists every row with its number and asks on standard error only")
    func asksOnStandardError() {
        let captured = CapturedConsole()

        _ = prompt(answer: "1", captured: captured).choose("\"dune\" matches 2 movies:", rows: rows)

        #expect(captured.output.isEmpty)
        #expect(
            captured.errors
                == "\"dune\" matches 2 movies:\n" + "  1  Dune  2021  popcorn movie 438631\n"
                + "  2  Dune  1984  popcorn movie 841\n" + "Open which? (1-2, Enter for none): ")
    }

    @Test("Enter or the end of input choose nothing", arguments: ["", nil])
    func choosesNothing(answer: String?) {
        let captured = CapturedConsole()

        #expect(prompt(answer: answer, captured: captured).choose("?", rows: rows) == nil)
    }

    @Test("A number off the list or words are asked again, and a listed number then chooses")
    func asksAgain() {
        let captured = CapturedConsole()

        let chosen = prompt(answers: ["0", "x", "3", "2"], captured: captured).choose("?", rows: rows)

        #expect(chosen == 1)
        #expect(
            captured.errors
                == "?\n  1  Dune  2021  popcorn movie 438631\n  2  Dune  1984  popcorn movie 841\n"
                + "Open which? (1-2, Enter for none): "
                + "'0' is not one of them. Open which? (1-2, Enter for none): "
                + "'x' is not one of them. Open which? (1-2, Enter for none): "
                + "'3' is not one of them. Open which? (1-2, Enter for none): ")
    }

    @Test("A title's control characters are shown, not sent to the terminal")
    func neutralisesTitles() {
        let captured = CapturedConsole()

        _ = prompt(answer: "", captured: captured).choose("?", rows: ["  Evil\u{1B}]0;owned\u{7}  popcorn movie 1"])

        #expect(captured.errors.hasPrefix("?\n  1  Evil�]0;owned�  popcorn movie 1\n"))
    }
}
