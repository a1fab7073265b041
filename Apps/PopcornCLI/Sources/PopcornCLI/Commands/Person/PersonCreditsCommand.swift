import ArgumentParser
import PeopleApplication

/// `popcorn person credits <ref>`: every movie and series a person is credited on, one row per
/// title, newest first, with the title's id.
struct PersonCreditsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show every movie and series a person played in or worked on, newest first."
    )

    @Argument(help: ArgumentHelp("A TMDb person id, themoviedb.org person URL, or name.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var options: GlobalOptions

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference(ref, kind: .person) }
    }

    func validate() throws {
        _ = try self.reference
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let personID = try await session.resolve(self.reference, as: .person, year: nil)
            .id
        let subject = FailureSubject.personCredits(id: personID)
        let creditsUseCase = session.people.makeFetchPersonCreditsUseCase()
        if session.configuration.outputsJSON {
            let credits: PersonCreditsDetails
            do {
                credits = try await creditsUseCase.execute(personID: personID)
            } catch {
                throw session.failure(error, about: subject)
            }
            try session.write(try JSONOutput.document(credits))
            return
        }
        async let creditsResult = PersonFetches.credits(creditsUseCase, id: personID)
        async let personResult = PersonFetches.details(session.people.makeFetchPersonDetailsUseCase(), id: personID)
        // Both are awaited before deciding, so neither request is ever cancelled mid-flight.
        let (fetchedCredits, fetchedPerson) = await (creditsResult, personResult)
        let credits: PersonCreditsDetails
        switch fetchedCredits {
        case .success(let value): credits = value
        case .failure(let error): throw session.failure(error, about: subject)
        }
        let name = (try? fetchedPerson.get())?.name ?? "Person \(personID)"
        let renderer = PersonCreditsRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(credits, name: name))
    }
}
