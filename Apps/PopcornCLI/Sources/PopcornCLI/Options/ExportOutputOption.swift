import ArgumentParser

/// `--output FILE` of the export commands (`watchlist export`, `history export`): where the export
/// goes, standard output when not given.
struct ExportOutputOption: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write to FILE instead of standard output: whole or not at all, the old FILE kept on failure.",
            valueName: "FILE"))
    var output: String?

    init() {}

    func validate() throws {
        if let output, output.isEmpty {
            throw ValidationError("--output needs a file name")
        }
    }

    /// Writes `text` to the file, atomically, or to the session's standard output.
    func write(_ text: String, in session: CommandSession) throws {
        if let output {
            try AtomicFileWriter(path: output).write(text)
        } else {
            try session.writeDocument(text)
        }
    }
}
