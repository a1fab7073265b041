import CollectionsApplication
import CollectionsComposition

extension CommandSession {
    /// The Collections context's use cases (a collection and its movies, names to ids).
    var collections: PopcornCollectionsFactory {
        factories.collections.value
    }

    /// The id of the collection a `<ref>` names: an id or URL as it is; for a name, the one collection
    /// TMDb's collection search finds by that name (cached like any search), or the one a person picks
    /// among several on a terminal.
    ///
    /// - Throws: exit 64 listing the candidates when the name could be several collections (or is none
    ///   exactly), 66 when nothing matches, and the search's own failure when it fails.
    func resolveCollection(_ reference: FilmCollectionReference) async throws(CLIFailure) -> Int {
        let name: String
        switch reference {
        case .id(let id):
            return id
        case .name(let text):
            name = text
        }
        let resolution: FilmCollectionNameResolution
        do {
            resolution = try await collections.makeResolveFilmCollectionNameUseCase().execute(name)
        } catch {
            throw failure(error, about: .search(query: name, page: 1))
        }
        switch resolution {
        case .match(let match):
            if configuration.isDebug {
                console.debug("\"\(name)\" is collection \(match.id), \(match.name)")
            }
            return match.id
        case .ambiguous(let candidates):
            let rows = FilmCollectionCandidateTable(width: terminal.width).lines(candidates)
            if let prompt = choicePrompt {
                let count = DisplayFormat.count(candidates.count, "collection", "collections")
                guard let chosen = prompt.choose("\"\(name)\" matches \(count):", rows: rows) else {
                    throw CLIFailure(.usage, "no collection chosen for \"\(name)\"")
                }
                return candidates[chosen].id
            }
            guard candidates.count > 1 else {
                throw CLIFailure(
                    .usage, "no collection is named \"\(name)\" exactly; open the one that comes closest by its id:",
                    details: rows)
            }
            throw CLIFailure(
                .usage, "\"\(name)\" matches \(candidates.count) collections; open one by its id:", details: rows)
        case .noMatch:
            let place = configuration.source.isCatalog ? " in the offline catalog" : ""
            throw CLIFailure(
                .notFound,
                "no collection matches \"\(name)\"\(place); check the spelling, or open one of its movies: "
                    + "a movie's screen names its collection")
        }
    }
}
