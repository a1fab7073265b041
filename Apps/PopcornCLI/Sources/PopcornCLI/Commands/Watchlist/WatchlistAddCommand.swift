import ArgumentParser
import WatchlistApplication

/// `popcorn watchlist add movie|tv <ref>`: puts a title on the watchlist, with what to list it by
/// offline.
struct WatchlistAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a movie or series ('popcorn watchlist add movie 550', 'add tv \"breaking bad\"').",
        discussion: "A title already on your watchlist stays as it was (its date, watched mark and note)."
    ).leaf

    @OptionGroup var title: WatchlistTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let id = try await title.target.resolve(
            in: session, year: title.titleYear.year,
            command: "popcorn watchlist \(Self.configuration.commandName ?? "add")")
        let addition: WatchlistAddition
        do {
            addition = try await session.watchlist.makeAddToWatchlistUseCase().execute(id)
        } catch {
            throw session.failure(error, about: id)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(addition)
            await session.sendChangesToAccount()
            return
        }
        let entry = addition.entry
        let said = addition.isNew ? "Added to your watchlist: " : "Already on your watchlist: "
        try session.write(
            said + session.style.title(WatchlistEntryLabel.title(entry)) + "  "
                + session.style.command(WatchlistEntryLabel.command(entry)) + "\n")
        await session.sendChangesToAccount()
    }
}
