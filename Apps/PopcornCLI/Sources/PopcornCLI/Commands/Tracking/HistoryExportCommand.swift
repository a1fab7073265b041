import ArgumentParser
import TrackingApplication

/// `popcorn history export [--format json|csv] [--output FILE]`: the whole diary and every rating on
/// standard output, or written atomically to FILE.
struct HistoryExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your whole diary and your ratings to standard output or a file.",
        discussion: "'popcorn history import <file>' reads both formats back."
    ).leaf

    @Option(help: "json (a document) or csv (one table, a record column telling watches from ratings).")
    var format: HistoryFormatOption = .json

    @OptionGroup var output: ExportOutputOption
    @OptionGroup var options: SessionOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let text: String
        do {
            text = try await session.tracking.makeExportHistoryUseCase().execute(format: format.format)
        } catch {
            throw session.failure(error)
        }
        try output.write(text, in: session)
    }
}
