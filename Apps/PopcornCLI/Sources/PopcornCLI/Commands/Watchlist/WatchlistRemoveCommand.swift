import ArgumentParser
import WatchlistApplication

/// `popcorn watchlist remove movie|tv <ref>`: takes a title off the watchlist.
struct WatchlistRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a movie or series from your watchlist ('popcorn watchlist remove movie 550')."
    ).leaf

    @OptionGroup var title: WatchlistTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let id = try await title.target.resolve(
            in: session, year: title.titleYear.year,
            command: "popcorn watchlist \(Self.configuration.commandName ?? "remove")")
        let removed: WatchlistEntryDetails
        do {
            removed = try await session.watchlist.makeRemoveFromWatchlistUseCase().execute(id)
        } catch {
            throw session.failure(error, about: id)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(removed)
            await session.sendChangesToAccount()
            return
        }
        try session.write(
            "Removed from your watchlist: " + session.style.title(WatchlistEntryLabel.title(removed)) + "\n")
        await session.sendChangesToAccount()
    }
}
