import CoreApplication
import DiscoverApplication
import DiscoverDomain
import GenresDomain
import SearchApplication

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

    /// The query, once every genre and person name is an id: the Discover context asks the Genres and
    /// Search contexts through its providers. A name that means several people is offered as a
    /// numbered choice on a terminal, then asked again with the one chosen.
    func resolvedQuery(_ session: CommandSession) async throws -> DiscoverQuery {
        let genreMediaType: GenreMediaType = mediaType == .movie ? .movie : .tv
        var people: [DiscoverPersonReference] = []
        for text in filters.people {
            people.append(try await Self.personReference(text, in: session))
        }
        while true {
            let names = DiscoverFilterNames(
                mediaType: mediaType, genres: filters.genres, excludedGenres: filters.excludedGenres, people: people)
            let ids: DiscoverFilterIDs
            do {
                ids = try await session.discover.makeResolveDiscoverFiltersUseCase().execute(names)
            } catch {
                switch error {
                case .noSuchGenre(let name, let validNames, let excluded):
                    throw CommandSession.unknownGenreFailure(
                        name, validNames: validNames, mediaType: genreMediaType,
                        flag: excluded ? "--without-genre" : "--genre")
                case .genresUnavailable(let error):
                    throw session.failure(error, about: .genres(noun: genreMediaType.noun))
                case .ambiguousPerson(let name, let candidates):
                    let chosen: TMDbReference
                    do {
                        chosen = try session.settle(
                            .ambiguous(
                                candidates.map { MediaTitleCandidate(kind: .person, id: $0.id, title: $0.name) }),
                            of: name, as: .person)
                    } catch {
                        throw Self.withPersonFlag(error)
                    }
                    people = people.map { $0 == .name(name) ? .id(chosen.id) : $0 }
                    continue
                case .noSuchPerson(let name):
                    throw Self.withPersonFlag(session.noMatchFailure(name, as: .person))
                case .personUnavailable(let name, let error):
                    throw Self.withPersonFlag(session.failure(error, about: .search(query: name, page: 1)))
                }
            }
            do throws(DiscoverOptionError) {
                return try filters.query(
                    for: mediaType, genreIDs: ids.genreIDs, excludedGenreIDs: ids.excludedGenreIDs,
                    personIDs: ids.personIDs)
            } catch {
                throw CLIFailure(.usage, error.description)
            }
        }
    }

    /// A `--with-person` value as Discover takes it: an id (typed, from a URL, or what TMDb files
    /// under an IMDb id), or a name.
    private static func personReference(
        _ text: String, in session: CommandSession
    ) async throws(CLIFailure) -> DiscoverPersonReference {
        let reference: MediaReference
        do throws(DiscoverOptionError) {
            reference = try DiscoverFilterOptions.personReference(text)
        } catch {
            throw CLIFailure(.usage, error.description)
        }
        switch reference {
        case .reference(let reference): return .id(reference.id)
        case .imdb:
            do {
                return .id(try await session.resolve(reference, as: .person).id)
            } catch {
                throw withPersonFlag(error)
            }
        case .title(let name): return .name(name)
        }
    }

    /// `failure`, said to come from `--with-person`.
    private static func withPersonFlag(_ failure: CLIFailure) -> CLIFailure {
        CLIFailure(failure.status, "--with-person: \(failure.message)", details: failure.details)
    }
}
