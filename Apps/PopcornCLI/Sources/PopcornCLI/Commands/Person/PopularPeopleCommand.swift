import ArgumentParser
import CoreApplication
import PeopleApplication

/// `popcorn person popular [--page N]`.
struct PopularPeopleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "TMDb's popular people, most popular first."
    ).leaf

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let renderer = PersonListRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: .list(name: "popular people", page: page.page),
            fetch: { () async throws(FetchError) in
                try await session.people.makeFetchPopularPeopleUseCase().execute(page: page.page)
            },
            render: { renderer.render($0, heading: "Popular people") { "popcorn person popular --page \($0)" } }
        )
    }
}
