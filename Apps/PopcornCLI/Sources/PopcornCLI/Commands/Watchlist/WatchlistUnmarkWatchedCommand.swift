import ArgumentParser
import WatchlistApplication

/// `popcorn watchlist unmark-watched movie|tv <ref>`.
struct WatchlistUnmarkWatchedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unmark-watched",
        abstract: "Mark a watched movie or series on your watchlist as still to watch."
    )

    @OptionGroup var title: WatchlistTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let id = try await title.target.resolve(in: session, year: title.titleYear.year)
        let entry: WatchlistEntryDetails
        do {
            entry = try await session.watchlist.makeMarkWatchlistEntryWatchedUseCase().execute(id, watched: false)
        } catch {
            throw session.failure(error, about: id)
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(entry))
            return
        }
        try session.write("Marked to watch: " + session.style.title(WatchlistEntryLabel.title(entry)) + "\n")
    }
}
