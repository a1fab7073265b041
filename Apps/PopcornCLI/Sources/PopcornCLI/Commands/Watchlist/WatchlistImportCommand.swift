import ArgumentParser
import Foundation
import WatchlistApplication

/// `popcorn watchlist import <file> [--skip-unresolved]`: adds a file's titles, all or nothing.
struct WatchlistImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the titles of a file to your watchlist, all of them or none.",
        discussion: """
            The file is popcorn's export (JSON or CSV), a CSV whose header has at least tmdb_id and kind, or \
            Letterboxd's watchlist export (Date,Name,Year,Letterboxd URI; its titles are found by name and year). \
            Titles already on your watchlist stay as they are, so importing a file twice changes nothing. A row \
            that names no title stops the import unless --skip-unresolved; '-' reads standard input.
            """
    ).leaf

    @OptionGroup var file: ImportFileArgument

    @Flag(help: "Import the rows that name a title, and list the others.")
    var skipUnresolved = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let text = try file.text()
        let report: WatchlistImportReport
        do {
            report = try await session.watchlist.makeImportWatchlistUseCase().execute(
                text, skipUnresolved: skipUnresolved)
        } catch {
            throw session.failure(error, file: file.name)
        }
        var lines = [
            "Imported " + DisplayFormat.count(report.added, "title", "titles")
                + (report.alreadyThere > 0 ? " (\(report.alreadyThere) already on your watchlist)" : "") + "."
        ]
        lines += UnresolvedRowsLines.skipped(report.skipped, naming: "title")
        try session.report(
            report, human: lines.joined(separator: "\n") + "\n",
            made: "the import was made; see it with 'popcorn watchlist'")
        await session.sendChangesToAccount()
    }
}
