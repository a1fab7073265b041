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

    @Argument(help: ArgumentHelp("The file to import, or - for standard input.", valueName: "file"))
    var file: String

    @Flag(help: "Import the rows that name a title, and list the others.")
    var skipUnresolved = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if file.trimmingWhitespace().isEmpty {
            throw ValidationError("give the path of a file to import, or - for standard input")
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let text = try read()
        let report: WatchlistImportReport
        do {
            report = try await session.watchlist.makeImportWatchlistUseCase().execute(
                text, skipUnresolved: skipUnresolved)
        } catch {
            throw session.failure(error, file: file == "-" ? "standard input" : file)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(report)
            return
        }
        var lines = [
            "Imported " + DisplayFormat.count(report.added, "title", "titles")
                + (report.alreadyThere > 0 ? " (\(report.alreadyThere) already on your watchlist)" : "") + "."
        ]
        if !report.skipped.isEmpty {
            lines.append("Skipped " + DisplayFormat.count(report.skipped.count, "row", "rows") + " naming no title:")
            lines += report.skipped.map { "  line \($0.line): \($0.description)" }
        }
        try session.write(lines.joined(separator: "\n") + "\n")
    }

    /// The file's text; a file that cannot be read is a usage error naming it.
    private func read() throws -> String {
        let data: Data?
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: file)
        }
        guard let data else {
            throw Self.unreadable(file)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIFailure(.dataError, "\(file) is not UTF-8 text; nothing was imported")
        }
        return text
    }

    /// Why `file` could not be read, in one line: missing is "not found" (66), a folder or a file
    /// popcorn may not read is bad input (64).
    static func unreadable(_ file: String) -> CLIFailure {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return CLIFailure(.notFound, "\(file) does not exist; give the path of a file to import")
        }
        if isDirectory.boolValue {
            return CLIFailure(.usage, "\(file) is a folder; give the path of a file to import")
        }
        return CLIFailure(.usage, "\(file) could not be read (permission denied?); nothing was imported")
    }
}
