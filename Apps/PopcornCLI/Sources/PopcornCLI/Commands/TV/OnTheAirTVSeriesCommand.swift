import ArgumentParser

/// `popcorn tv on-the-air [--page N]`.
struct OnTheAirTVSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "on-the-air",
        abstract: "TV series with an episode airing in the next seven days."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await TVSeriesListRunner(kind: .onTheAir, page: page.page, options: options).run()
    }
}
