import ArgumentParser
import PeopleApplication

/// `popcorn person images <ref>`: a person's photos, each with its language, size, votes and URL.
struct PersonImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "List a person's photos with their language, size, votes and URL.",
        discussion: "The offline catalog knows few people's photos: it says so, and the list is empty."
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
        let images: PersonImagesDetails
        do {
            images = try await session.people.makeFetchPersonImagesUseCase().execute(personID: personID)
        } catch {
            throw session.failure(error, about: .personPart(id: personID, name: "photos"))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(images)
            return
        }
        let renderer = PersonImagesRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(images, fromCatalog: session.configuration.source.isCatalog))
    }
}
