import ArgumentParser
import WatchlistApplication

/// `popcorn watchlist export [--format json|csv] [--output FILE]`: the whole watchlist on standard
/// output, or written atomically to FILE.
struct WatchlistExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your whole watchlist to standard output or a file, to keep or to import elsewhere.",
        discussion: "'popcorn watchlist import <file>' reads both formats back."
    ).leaf

    @Option(help: "json (every field) or csv (a tmdb_id,kind,... table).")
    var format: WatchlistFormatOption = .json

    @OptionGroup var output: ExportOutputOption
    @OptionGroup var options: SessionOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let text: String
        do {
            text = try await session.watchlist.makeExportWatchlistUseCase().execute(format: format.format)
        } catch {
            throw session.failure(error)
        }
        try output.write(text, in: session)
    }
}
