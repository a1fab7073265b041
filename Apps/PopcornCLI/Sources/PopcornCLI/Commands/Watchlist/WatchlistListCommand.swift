import ArgumentParser
import WatchlistApplication
import WatchlistDomain

/// `popcorn watchlist list [--kind movie|tv] [--sort added|title|release|rating]`: the watchlist, offline.
struct WatchlistListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your watchlist (the default: 'popcorn watchlist'), newest addition first."
    ).leaf

    @Option(help: "Only movies or only series: movie or tv.")
    var kind: WatchlistKindOption?

    @Option(help: "The order: added (newest first), title (A to Z), release (newest first) or rating (best first).")
    var sort: WatchlistSortOption = .added

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let watchlist: WatchlistDetails
        do {
            watchlist = try await session.watchlist.makeFetchWatchlistUseCase().execute(
                kind: kind?.kind, sort: sort.sort)
        } catch {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(watchlist)
            return
        }
        try session.write(
            WatchlistRenderer(style: session.style, width: session.terminal.width).render(watchlist, kind: kind?.kind))
    }
}
