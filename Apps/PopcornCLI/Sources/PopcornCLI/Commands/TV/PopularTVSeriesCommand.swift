import ArgumentParser

/// `popcorn tv popular [--page N]`.
struct PopularTVSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "TMDb's popular TV series, most popular first."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await TVSeriesListRunner(kind: .popular, page: page.page, options: options).run()
    }
}
