import ArgumentParser
import CoreApplication
import MoviesApplication
import SearchDomain

/// `popcorn movie search <query...> [--year YYYY] [--page N]`.
struct SearchMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search movies by title."
    ).leaf

    @Argument(help: ArgumentHelp("Words of the title to look for.", valueName: "query"))
    var words: [String]

    @Option(help: "Only movies released in this year (four digits).", transform: ArgumentValues.year)
    var year: Int?

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The words joined by single spaces.
    var query: String {
        words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func validate() throws {
        if query.isEmpty {
            throw ValidationError("give at least one word to search for, e.g. 'popcorn movie search fight club'")
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let renderer = MovieListRenderer(style: session.style, width: session.terminal.width)
        try await session.recordingSearch(query, kind: .movie) {
            try await session.present(
                about: .search(query: query, page: page.page),
                fetch: { () async throws(FetchError) in
                    try await session.movies.makeSearchMoviesUseCase().execute(
                        query: query, year: year, page: page.page)
                },
                render: { renderer.render($0, heading: heading, nextPageCommand: command(forPage:)) }
            )
        }
    }

    /// `Movies matching "fight club" (1999)`.
    var heading: String {
        "Movies matching \"\(query)\"" + (year.map { " (\($0))" } ?? "")
    }

    /// The command that shows `page` of the same search.
    func command(forPage page: Int) -> String {
        var words = ["popcorn", "movie", "search"] + query.split(separator: " ").map(String.init)
        if let year {
            words += ["--year", String(year)]
        }
        words += ["--page", String(page)]
        return ShellQuoting.join(words)
    }
}
