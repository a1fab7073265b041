import ArgumentParser
import PeopleApplication

/// `popcorn person credits <ref>`: every movie and series a person is credited on, one row per
/// title, newest first, with the title's id.
struct PersonCreditsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show every movie and series a person played in or worked on, newest first."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb person id or URL, an IMDb id (nm…), or name.", valueName: "ref"))
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
        // The credits come with the person's name, from the cache right after `popcorn person`.
        let credits: PersonCreditsDetails
        do {
            credits = try await session.people.makeFetchPersonCreditsUseCase().execute(personID: personID)
        } catch {
            throw session.failure(error, about: .personCredits(id: personID))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(credits)
            return
        }
        let renderer = PersonCreditsRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(credits))
    }
}
