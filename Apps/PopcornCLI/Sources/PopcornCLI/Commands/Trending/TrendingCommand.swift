import ArgumentParser
import CoreApplication
import TrendingApplication
import TrendingDomain

/// `popcorn trending [all|movie|tv|person] [--week] [--page N]`: what is trending on TMDb today or
/// this week, movies, series and people in one table, each with the command that opens it.
struct TrendingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trending",
        abstract: "What is trending on TMDb today, or this week ('popcorn trending tv --week').",
        discussion: """
            Lists TMDb's trending movies, series and people, most trending first, each with the command \
            that opens it. Cached for an hour.
            """
    ).leaf

    @Argument(help: ArgumentHelp("What to list: all (the default), movie, tv or person.", valueName: "kind"))
    var kind: TrendingKindOption = .all

    @Flag(help: "This week's trends instead of today's.")
    var week = false

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The page of the trending list the arguments name.
    var query: TrendingQuery {
        TrendingQuery(kind: kind.trendingKind, timeWindow: week ? .week : .day, page: page.page)
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let query = query
        let renderer = MediaResultPageRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: .list(name: "trending \(kind.noun) \(window)", page: query.page),
            fetch: { () async throws(FetchError) in
                try await session.trending.makeFetchTrendingUseCase().execute(query)
            },
            render: { renderer.render($0, heading: heading, nextPageCommand: command(forPage:)) }
        )
    }

    /// `today` or `this week`.
    private var window: String {
        week ? "this week" : "today"
    }

    /// `Trending today: movies, series and people`, `Trending this week: series`.
    var heading: String {
        "Trending \(window): \(kind.noun)"
    }

    /// The command that shows `page` of the same list: `popcorn trending tv --week --page 2`.
    func command(forPage page: Int) -> String {
        var words = ["popcorn", "trending"]
        if kind != .all {
            words.append(kind.rawValue)
        }
        if week {
            words.append("--week")
        }
        return (words + ["--page", String(page)]).joined(separator: " ")
    }
}
