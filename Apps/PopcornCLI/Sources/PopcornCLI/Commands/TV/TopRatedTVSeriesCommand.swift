import ArgumentParser

/// `popcorn tv top-rated [--page N]`.
struct TopRatedTVSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top-rated",
        abstract: "TMDb's top rated TV series."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await TVSeriesListRunner(kind: .topRated, page: page.page, options: options).run()
    }
}
