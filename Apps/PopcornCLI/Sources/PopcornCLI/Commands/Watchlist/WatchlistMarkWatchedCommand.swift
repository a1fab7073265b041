import ArgumentParser
import WatchlistApplication

/// `popcorn watchlist mark-watched movie|tv <ref>`.
struct WatchlistMarkWatchedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark-watched",
        abstract: "Mark a movie or series on your watchlist as watched."
    )

    @OptionGroup var title: WatchlistTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let id = try await title.target.resolve(in: session, year: title.titleYear.year)
        let entry: WatchlistEntryDetails
        do {
            entry = try await session.watchlist.makeMarkWatchlistEntryWatchedUseCase().execute(id, watched: true)
        } catch {
            throw session.failure(error, about: id)
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(entry))
            return
        }
        try session.write("Marked watched: " + session.style.title(WatchlistEntryLabel.title(entry)) + "\n")
    }
}
