import ArgumentParser

/// `popcorn movie upcoming [--page N]`.
struct UpcomingMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upcoming",
        abstract: "Movies coming to cinemas soon."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await MovieListRunner(kind: .upcoming, page: page.page, options: options).run()
    }
}
