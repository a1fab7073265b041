import ArgumentParser
import CoreApplication
import PeopleApplication
import SearchDomain

/// `popcorn person search <query...> [--page N]`.
struct SearchPeopleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search people by name."
    ).leaf

    @Argument(help: ArgumentHelp("Words of the name to look for.", valueName: "query"))
    var words: [String]

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The words joined by single spaces.
    var query: String {
        words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func validate() throws {
        if query.isEmpty {
            throw ValidationError("give at least one word to search for, e.g. 'popcorn person search brad pitt'")
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let renderer = PersonListRenderer(style: session.style, width: session.terminal.width)
        try await session.recordingSearch(query, kind: .person) {
            try await session.present(
                about: .search(query: query, page: page.page),
                fetch: { () async throws(FetchError) in
                    try await session.people.makeSearchPeopleUseCase().execute(query: query, page: page.page)
                },
                render: {
                    renderer.render($0, heading: "People matching \"\(query)\"", nextPageCommand: command(forPage:))
                }
            )
        }
    }

    /// The command that shows `page` of the same search.
    func command(forPage page: Int) -> String {
        ShellQuoting.join(
            ["popcorn", "person", "search"] + query.split(separator: " ").map(String.init)
                + ["--page", String(page)])
    }
}
