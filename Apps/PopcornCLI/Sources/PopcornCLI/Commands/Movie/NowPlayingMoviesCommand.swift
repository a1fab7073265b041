import ArgumentParser

/// `popcorn movie now-playing [--page N]`.
struct NowPlayingMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now-playing",
        abstract: "Movies in cinemas now."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await MovieListRunner(kind: .nowPlaying, page: page.page, options: options).run()
    }
}
