import ArgumentParser
import PeopleApplication

/// `popcorn person <ref>`: one person's details, with the titles they are best known for.
struct PersonDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a person's details and what they are known for (the default: 'popcorn person 287')."
    ).leaf

    @Argument(
        help: ArgumentHelp("A TMDb person id or URL, an IMDb id (nm0000093), or name (brad pitt).", valueName: "ref"))
    var ref: [String]

    @OptionGroup var options: GlobalOptions

    @OptionGroup var picture: PictureOptions

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
        // One use case for the whole screen: one TMDb request at most, every part cached on its own.
        let person: PersonDetails
        do {
            person = try await session.people.makeFetchPersonDetailsUseCase().execute(id: personID)
        } catch {
            throw session.failure(error, about: .person(id: personID))
        }
        // Before the document: under --json it draws nothing, but says so under --debug.
        try await session.drawPicture(
            picture, of: "person \(personID)", path: person.profileURLSet?.path, kind: .profile)
        if session.configuration.outputsJSON {
            try session.writeJSON(person)
            return
        }
        let renderer = PersonDetailsRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(person))
    }
}
