import ArgumentParser

/// `popcorn watchlist mark-watched movie|tv <ref>`.
struct WatchlistMarkWatchedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark-watched",
        abstract: "Mark a movie or series on your watchlist as watched."
    ).leaf

    @OptionGroup var title: WatchlistTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WatchlistWatchedMark.run(true, title: title, options: options, said: "Marked watched:")
    }
}
