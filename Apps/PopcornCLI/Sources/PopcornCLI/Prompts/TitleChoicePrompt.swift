import TerminalLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// On a terminal, offers the titles an ambiguous `<ref>` matches as a numbered choice, on standard
/// error, and reads the answer from standard input.
///
/// Used only when a person is there to answer: standard input and standard error are terminals
/// and the output is not `--json`. An answer that is not a listed number is asked again; Enter or
/// the end of input chooses nothing, and the command ends as it does off a terminal (exit 64 with
/// the list).
struct TitleChoicePrompt: Sendable {
    /// Where the question goes.
    let errors: StandardStream
    /// Reads one line of the answer; `nil` at end of input.
    let readAnswer: @Sendable () -> String?

    /// The prompt over the process's standard error and standard input.
    static let standard = TitleChoicePrompt(errors: .error, readAnswer: { readLine(strippingNewline: true) })

    /// Whether a person can answer: standard input and standard error are both terminals.
    static var isAvailable: Bool {
        isatty(0) == 1 && StandardStream.error.isTerminal
    }

    /// Shows `question` and the numbered `rows`, and returns the index of the row chosen, or `nil`.
    func choose(_ question: String, rows: [String]) -> Int? {
        let width = String(rows.count).count
        var text = question + "\n"
        for (index, row) in rows.enumerated() {
            text += "  " + String(index + 1).leftPadding(toLength: width) + row + "\n"
        }
        let question = "Open which? (1-\(rows.count), Enter for none): "
        // The question is best effort: when standard error is gone there is nobody to ask.
        try? errors.write(TerminalText.forTerminal(text + question))
        while let answer = readAnswer()?.trimmingWhitespace(), !answer.isEmpty {
            if let number = Int(answer), (1...rows.count).contains(number) {
                return number - 1
            }
            try? errors.write("'\(TerminalText.plainLine(answer))' is not one of them. " + question)
        }
        return nil
    }
}
