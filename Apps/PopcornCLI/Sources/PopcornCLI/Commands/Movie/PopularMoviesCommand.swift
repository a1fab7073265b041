import ArgumentParser

/// `popcorn movie popular [--page N]`.
struct PopularMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "TMDb's popular movies, most popular first."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await MovieListRunner(kind: .popular, page: page.page, options: options).run()
    }
}
