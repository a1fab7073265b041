import ArgumentParser
import Foundation
import TrackingApplication

/// `popcorn history import <file>`: adds an export's watches and ratings to the diary, all or nothing.
struct HistoryImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the watches and ratings of a history export to your diary, all of them or none.",
        discussion: """
            The file is popcorn's history export, JSON or CSV; '-' reads standard input. Every entry is \
            checked first: a wrong one stops the import, naming its line (65). Watches the diary has already \
            (the same title, day and logging time) and ratings it has, or gave later, stay as they are, so \
            importing a file twice changes nothing.
            """
    ).leaf

    @OptionGroup var file: ImportFileArgument

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let text = try file.text()
        let report: HistoryImportReport
        do {
            report = try await session.tracking.makeImportHistoryUseCase().execute(text)
        } catch {
            throw session.failure(error, file: file.name)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(report)
            return
        }
        try session.write(
            "Imported " + DisplayFormat.count(report.addedWatches, "watch", "watches")
                + (report.existingWatches > 0 ? " (\(report.existingWatches) already in your diary)" : "") + " and "
                + DisplayFormat.count(report.setRatings, "rating", "ratings")
                + (report.keptRatings > 0 ? " (\(report.keptRatings) kept as they were)" : "") + ".\n")
    }
}
