import ArgumentParser

/// `popcorn watchlist unmark-watched movie|tv <ref>`.
struct WatchlistUnmarkWatchedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unmark-watched",
        abstract: "Mark a watched movie or series on your watchlist as still to watch."
    ).leaf

    @OptionGroup var title: WatchlistTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WatchlistWatchedMark.run(false, title: title, options: options, said: "Marked to watch:")
    }
}
