import ArgumentParser
import WatchlistApplication
import WatchlistDomain

/// `popcorn watchlist list [--kind movie|tv] [--sort added|title|release|rating]`: the watchlist, offline;
/// with `--streamable [--provider NAME]...`, only the titles that stream in the reader's region now.
struct WatchlistListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your watchlist (the default: 'popcorn watchlist'), newest addition first.",
        discussion: """
            --streamable keeps the titles you can stream in your --region now (by subscription, free or with \
            ads; a title only to rent or buy is not streamable), each with its services, from TMDb's watch \
            providers (JustWatch): one request a title, cached. --provider keeps those on a service, by name \
            or TMDb id ('popcorn providers movie' lists them); repeat it for any of several.
            """
    ).leaf

    @Option(help: "Only movies or only series: movie or tv.")
    var kind: WatchlistKindOption?

    @Option(help: "The order: added (newest first), title (A to Z), release (newest first) or rating (best first).")
    var sort: WatchlistSortOption = .added

    @Flag(help: "Only the titles you can stream in your --region now, with their services.")
    var streamable = false

    @Option(
        name: .customLong("provider"),
        help: ArgumentHelp(
            "With --streamable: only titles streaming on this service, a name or TMDb id (repeatable: any of them).",
            valueName: "name"))
    var providers: [String] = []

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if !providers.isEmpty, !streamable {
            throw ValidationError(
                "--provider goes with --streamable: 'popcorn watchlist --streamable --provider <name>'")
        }
        for provider in providers {
            let typed = provider.trimmingCharacters(in: .whitespaces)
            guard !typed.isEmpty else {
                throw ValidationError("--provider: a streaming service is given by its name or its id, not left blank")
            }
            guard typed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                continue
            }
            guard let id = Int(typed), id > 0 else {
                throw ValidationError("--provider: a streaming service's id is a number above 0, not \(typed)")
            }
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        if streamable {
            try await WatchlistStreamableListing(session: session).run(
                kind: kind?.kind, sort: sort.sort, providers: providers)
            return
        }
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
