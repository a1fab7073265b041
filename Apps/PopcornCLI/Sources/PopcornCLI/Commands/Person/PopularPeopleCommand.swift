import ArgumentParser
import PeopleApplication

/// `popcorn person popular [--page N]`.
struct PopularPeopleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "TMDb's popular people, most popular first."
    )

    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let subject = FailureSubject.list(name: "popular people", page: page.page)
        let result: PersonPreviewDetailsPage
        do {
            result = try await session.people.makeFetchPopularPeopleUseCase().execute(page: page.page)
        } catch {
            throw session.failure(error, about: subject)
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(result))
            return
        }
        let renderer = PersonListRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(result, heading: "Popular people") { "popcorn person popular --page \($0)" })
    }
}
