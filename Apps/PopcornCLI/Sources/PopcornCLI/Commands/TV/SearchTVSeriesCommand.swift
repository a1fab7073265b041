import ArgumentParser
import CoreApplication
import SearchDomain
import TVSeriesApplication

/// `popcorn tv search <query...> [--year YYYY] [--page N]`.
struct SearchTVSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search TV series by name."
    ).leaf

    @Argument(help: ArgumentHelp("Words of the name to look for.", valueName: "query"))
    var words: [String]

    @Option(help: "Only series first aired in this year (four digits).", transform: ArgumentValues.year)
    var year: Int?

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The words joined by single spaces.
    var query: String {
        words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func validate() throws {
        if query.isEmpty {
            throw ValidationError("give at least one word to search for, e.g. 'popcorn tv search breaking bad'")
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let renderer = TVSeriesListRenderer(style: session.style, width: session.terminal.width)
        try await session.recordingSearch(query, kind: .tvSeries) {
            try await session.present(
                about: .search(query: query, page: page.page),
                fetch: { () async throws(FetchError) in
                    try await session.tvSeries.makeSearchTVSeriesUseCase().execute(
                        query: query, firstAirDateYear: year, page: page.page)
                },
                render: { renderer.render($0, heading: heading, nextPageCommand: command(forPage:)) }
            )
        }
    }

    /// `TV series matching "breaking bad" (2008)`.
    var heading: String {
        "TV series matching \"\(query)\"" + (year.map { " (\($0))" } ?? "")
    }

    /// The command that shows `page` of the same search.
    func command(forPage page: Int) -> String {
        var words = ["popcorn", "tv", "search"] + query.split(separator: " ").map(String.init)
        if let year {
            words += ["--year", String(year)]
        }
        words += ["--page", String(page)]
        return ShellQuoting.join(words)
    }
}
