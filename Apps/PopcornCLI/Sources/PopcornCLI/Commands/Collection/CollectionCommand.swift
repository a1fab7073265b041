import ArgumentParser
import CollectionsApplication

/// `popcorn collection <ref>`: a collection (a franchise, such as The Godfather Collection) with its
/// overview and its movies in release order, each with its year, rating and the command that opens
/// it: one TMDb request on a cold cache (two for a name, which is searched first).
struct CollectionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collection",
        abstract: "Show a collection and its movies in release order ('popcorn collection 230').",
        discussion: """
            A <ref> is a TMDb collection id (230), a themoviedb.org collection URL \
            (\(FilmCollectionReference.exampleURL)), or a name, found with TMDb's collection search \
            ('popcorn collection the godfather'; the word 'collection' may be left out). A movie's details \
            name the collection it is part of, with this command.
            """
    ).leaf

    @Argument(
        help: ArgumentHelp("A TMDb collection id or URL, or name (the godfather).", valueName: "ref"))
    var ref: [String]

    @OptionGroup var options: GlobalOptions

    /// The `<ref>` as typed: an id or URL, or a name to resolve.
    var reference: FilmCollectionReference {
        get throws {
            do {
                return try FilmCollectionReference.parse(ref)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func validate() throws {
        _ = try self.reference
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let collectionID = try await session.resolveCollection(self.reference)
        // One use case for the whole screen: one TMDb request at most, the collection with its movies.
        let collection: FilmCollectionDetails
        do {
            collection = try await session.collections.makeFetchFilmCollectionDetailsUseCase()
                .execute(id: collectionID)
        } catch {
            throw session.failure(error, about: .collection(id: collectionID))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(collection)
            return
        }
        let renderer = FilmCollectionRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(collection))
    }
}
