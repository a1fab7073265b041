import CoreApplication
import DiscoverApplication
import DiscoverDomain
import GenresDomain

/// What `discover movie` and `discover tv` share: resolve the genre and person names, make the
/// query, fetch one page, print it as text or JSON.
struct DiscoverRunner: Sendable {
    let mediaType: DiscoverMediaType
    let filters: DiscoverFilterOptions
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let query = try await resolvedQuery(session)
        let renderer = DiscoverRenderer(style: session.style, width: session.terminal.width)
        let heading = DiscoverHeading(
            mediaType: mediaType, genres: filters.genres, excludedGenres: filters.excludedGenres,
            people: filters.people.map(Self.personInHeading), query: query, minimumVotesGiven: filters.minVotes != nil)
        try await session.present(
            about: .list(name: "discovered \(noun)", page: query.page),
            fetch: { () async throws(FetchError) in
                try await session.discover.makeDiscoverMediaUseCase().execute(query)
            },
            render: { [filters, mediaType, noun, language = session.nonDefaultLanguage] in
                renderer.render($0, heading: heading.text, noun: noun) {
                    filters.command(for: mediaType, page: $0, language: language)
                }
            }
        )
    }

    /// How a `--with-person` value reads in the heading: a name as typed, an id or a URL as
    /// `person 287` (a URL is no name to show).
    static func personInHeading(_ text: String) -> String {
        guard case .reference(let reference)? = try? DiscoverFilterOptions.personReference(text) else {
            return text
        }
        return "person \(reference.id)"
    }

    /// `movies` or `series`.
    var noun: String {
        mediaType == .movie ? "movies" : "series"
    }

    /// The query, once every genre and person name is an id.
    func resolvedQuery(_ session: CommandSession) async throws -> DiscoverQuery {
        let genreMediaType: GenreMediaType = mediaType == .movie ? .movie : .tv
        let genreIDs = try await session.genreIDs(named: filters.genres, for: genreMediaType, flag: "--genre")
        let excludedGenreIDs = try await session.genreIDs(
            named: filters.excludedGenres, for: genreMediaType, flag: "--without-genre")
        var personIDs: [Int] = []
        for text in filters.people {
            personIDs.append(try await personID(text, session: session))
        }
        do throws(DiscoverOptionError) {
            return try filters.query(
                for: mediaType, genreIDs: genreIDs, excludedGenreIDs: excludedGenreIDs, personIDs: personIDs)
        } catch {
            throw CLIFailure(.usage, error.description)
        }
    }

    /// The person a `--with-person` value names; a name is looked up as `popcorn person` does, and a
    /// failure says it came from `--with-person`.
    private func personID(_ text: String, session: CommandSession) async throws(CLIFailure) -> Int {
        let reference: MediaReference
        do throws(DiscoverOptionError) {
            reference = try DiscoverFilterOptions.personReference(text)
        } catch {
            throw CLIFailure(.usage, error.description)
        }
        do {
            return try await session.resolve(reference, as: .person).id
        } catch {
            throw CLIFailure(error.status, "--with-person: \(error.message)", details: error.details)
        }
    }
}
