import ArgumentParser

/// `popcorn tv airing-today [--page N]`.
struct AiringTodayTVSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airing-today",
        abstract: "TV series with an episode airing today."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await TVSeriesListRunner(kind: .airingToday, page: page.page, options: options).run()
    }
}
