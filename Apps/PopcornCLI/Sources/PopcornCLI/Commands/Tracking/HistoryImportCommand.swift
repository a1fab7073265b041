import ArgumentParser
import Foundation
import TrackingApplication

/// `popcorn history import <file> [--skip-unresolved]`: adds an export's watches and ratings to the
/// diary, all or nothing.
struct HistoryImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the watches and ratings of a history export to your diary, all of them or none.",
        discussion: """
            The file is popcorn's history export (JSON or CSV), or Letterboxd's diary.csv, ratings.csv or \
            watched.csv; '-' reads standard input. Letterboxd's ratings (0.5 to 5 stars) are doubled onto \
            TMDb's scale, and its films are found by name and year as 'popcorn movie <title>' finds them; \
            a row naming no film stops the import unless --skip-unresolved. Each diary.csv row is a watch on \
            its Watched Date (a rewatch too); a watched.csv film is logged on its Date only when your diary \
            has no watch of it, so import diary.csv first. Every entry is checked first: a wrong one stops the \
            import, naming its line (65). Watches the diary has already (the same title, day and logging \
            time) and ratings it has, or gave later, stay as they are, so importing a file twice changes \
            nothing.
            """
    ).leaf

    @OptionGroup var file: ImportFileArgument

    @Flag(help: "Import the rows that name a film, and list the others.")
    var skipUnresolved = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let text = try file.text()
        let progress = ImportProgressLine(errors: session.console.errors, isTerminal: session.console.errors.isTerminal)
        let report: HistoryImportReport
        do {
            defer { progress.finish() }
            report = try await session.tracking.makeImportHistoryUseCase().execute(
                text, fileName: file.file == "-" ? nil : file.file, skipUnresolved: skipUnresolved,
                progress: progress.report)
        } catch {
            throw session.failure(error, file: file.name)
        }
        var lines = [
            "Imported " + DisplayFormat.count(report.addedWatches, "watch", "watches")
                + (report.existingWatches > 0 ? " (\(report.existingWatches) already in your diary)" : "") + " and "
                + DisplayFormat.count(report.setRatings, "rating", "ratings")
                + (report.keptRatings > 0 ? " (\(report.keptRatings) kept as they were)" : "") + "."
        ]
        lines += UnresolvedRowsLines.skipped(report.skipped, naming: "film")
        try session.report(
            report, human: lines.joined(separator: "\n") + "\n",
            made: "the import was made; see it with 'popcorn history'")
        await session.sendChangesToAccount()
    }
}
