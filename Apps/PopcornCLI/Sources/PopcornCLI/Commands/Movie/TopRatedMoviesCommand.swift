import ArgumentParser

/// `popcorn movie top-rated [--page N]`.
struct TopRatedMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top-rated",
        abstract: "TMDb's top rated movies."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await MovieListRunner(kind: .topRated, page: page.page, options: options).run()
    }
}
