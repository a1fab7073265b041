import Testing

@testable import PopcornCLI

@Suite("TitleChoicePrompt")
struct TitleChoicePromptTests {
    let rows = ["  Dune  2021  popcorn movie 438631", "  Dune  1984  popcorn movie 841"]

    func prompt(answer: String?, captured: CapturedConsole) -> TitleChoicePrompt {
        TitleChoicePrompt(errors: captured.console.errors, readAnswer: { answer })
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

    @Test(
        "Enter, a number off the list, words or the end of input choose nothing", arguments: ["", "0", "3", "x", nil])
    func choosesNothing(answer: String?) {
        let captured = CapturedConsole()

        #expect(prompt(answer: answer, captured: captured).choose("?", rows: rows) == nil)
    }
}
