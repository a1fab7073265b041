import ArgumentParser
import CoreApplication
import Foundation
import SearchApplication
import SearchDomain

/// `popcorn search <query...> [--kind all|movie|tv|person] [--page N]`: movies, series and people
/// in one table, each with the command that opens it; also `--history` and `--clear-history`.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search movies, series and people at once ('popcorn search pitt').",
        discussion: """
            Each search is recorded in the search history, a file of its own in $POPCORN_DATA_DIR (else \
            $XDG_DATA_HOME/popcorn, else ~/.local/share/popcorn) that 'popcorn cache clear' never touches. \
            POPCORN_NO_HISTORY=1, or "searchHistory": false in the config file, stops the recording.
            """
    ).leaf

    @Argument(help: ArgumentHelp("Words of the title or name to look for.", valueName: "query"))
    var words: [String] = []

    @Option(help: "What to search: all (the default), movie, tv or person.")
    var kind: SearchKindOption = .all

    @Flag(help: "List the searches you ran, newest first, instead of searching.")
    var history = false

    @Flag(help: "Forget every search you ran.")
    var clearHistory = false

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The words joined by single spaces.
    var query: String {
        words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func validate() throws {
        if history && clearHistory {
            throw ValidationError("--history and --clear-history cannot be used together")
        }
        if (history || clearHistory) && !query.isEmpty {
            throw ValidationError("--history and --clear-history take no search words")
        }
        if (history || clearHistory) && (kind != .all || page.page != 1) {
            throw ValidationError("--kind and --page belong to a search, not to --history or --clear-history")
        }
        if !history && !clearHistory && query.isEmpty {
            throw ValidationError("give at least one word to search for, e.g. 'popcorn search pitt'")
        }
    }

    func run() async throws {
        var options = options
        if history || clearHistory {
            // The history is the person's own file: it needs neither TMDb nor its credentials, so no
            // TMDb setting (or the catalog notice) gets in its way.
            options.session.source = .catalog
        }
        let session = try CommandSession.start(options: options)
        if history {
            try await showHistory(session)
        } else if clearHistory {
            try await forgetHistory(session)
        } else {
            try await search(session)
        }
    }

    private func search(_ session: CommandSession) async throws {
        let query = MediaSearchQuery(text: query, kind: kind.searchKind, page: page.page)
        let renderer = MediaResultPageRenderer(style: session.style, width: session.terminal.width)
        // Recorded once the results are in; a history that cannot be written only costs a warning.
        try await session.recordingSearch(query.text, kind: query.kind) {
            try await session.present(
                about: .search(query: query.text, page: query.page),
                fetch: { () async throws(FetchError) in
                    try await session.search.makeSearchMediaUseCase().execute(query)
                },
                render: { renderer.render($0, heading: heading, nextPageCommand: command(forPage:)) }
            )
        }
    }

    private func showHistory(_ session: CommandSession) async throws {
        let entries: MediaSearchHistoryDetails
        do {
            entries = try await session.search.makeFetchMediaSearchHistoryUseCase().execute(limit: Int.max)
        } catch {
            throw CLIFailure(.userData, error.description)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(entries)
        } else {
            let renderer = SearchHistoryRenderer(style: session.style, width: session.terminal.width)
            try session.write(renderer.render(entries, now: session.dependencies.cacheContext.clock.now()))
        }
    }

    private func forgetHistory(_ session: CommandSession) async throws {
        let count: Int
        do {
            count = try await session.search.makeClearMediaSearchHistoryUseCase().execute()
        } catch {
            throw CLIFailure(.userData, error.description)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(["cleared": count])
        } else {
            try session.write("Forgot \(DisplayFormat.count(count, "search", "searches")).\n")
        }
    }

    /// `Movies, series and people matching "pitt"`.
    var heading: String {
        "\(kind.heading) matching \"\(query)\""
    }

    /// The command that shows `page` of the same search.
    func command(forPage page: Int) -> String {
        var words = ["popcorn", "search"]
        if kind != .all {
            words += ["--kind", kind.rawValue]
        }
        words += query.split(separator: " ").map(String.init) + ["--page", String(page)]
        return ShellQuoting.join(words)
    }
}
