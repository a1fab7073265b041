import CoreApplication
import DiscoverApplication
import DiscoverDomain
import GenresDomain
import SearchApplication

/// What `discover movie` and `discover tv` share: resolve the genre, person, keyword and service
/// names, make the query, fetch one page, print it as text or JSON.
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
            people: filters.people.map(Self.personInHeading), query: query, minimumVotesGiven: filters.minVotes != nil,
            keywords: filters.keywords, providers: filters.providers.map(Self.providerInHeading))
        // The catalog holds no streaming offers to filter on, and says so rather than "no such page".
        let streamingFlag =
            filters.providers.isEmpty ? (filters.monetizations.isEmpty ? nil : "--monetization") : "--provider"
        let offersOnCatalog = session.configuration.source.isCatalog ? streamingFlag : nil
        let subject: FailureSubject =
            offersOnCatalog == nil
            ? .list(name: "discovered \(noun)", page: query.page)
            : .namedPlural("the streaming offers of \(query.watchRegion ?? session.region)")
        do {
            try await present(query, about: subject, in: session, renderer: renderer, heading: heading)
        } catch let failure as CLIFailure {
            throw offersOnCatalog.map { Self.withFlag($0, failure) } ?? failure
        }
    }

    /// One page of `query`'s titles, as text or JSON, a failure naming `subject`.
    private func present(
        _ query: DiscoverQuery, about subject: FailureSubject, in session: CommandSession, renderer: DiscoverRenderer,
        heading: DiscoverHeading
    ) async throws {
        try await session.present(
            about: subject,
            fetch: { () async throws(FetchError) in
                try await session.discover.makeDiscoverMediaUseCase().execute(query)
            },
            render: { [filters, mediaType, noun, language = session.nonDefaultLanguage, region = query.watchRegion] in
                renderer.render($0, heading: heading.text, noun: noun) {
                    filters.command(for: mediaType, page: $0, language: language, region: region)
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

    /// How a `--provider` value reads in the heading: a name as typed, an id as `service 8`.
    static func providerInHeading(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return text
        }
        return "service \(trimmed)"
    }

    /// `movie` or `series`: the kind, as a word before another.
    var kindWord: String {
        mediaType == .movie ? "movie" : "series"
    }

    /// `movies` or `series`.
    var noun: String {
        mediaType == .movie ? "movies" : "series"
    }

    /// The query, once every genre, person, keyword and service name is an id: the Discover context asks
    /// the Genres and Search contexts through its providers, and TMDb's keywords and the reader's
    /// region's services itself. A name that means several people is offered as a numbered choice on
    /// a terminal, then asked again with the one chosen.
    func resolvedQuery(_ session: CommandSession) async throws -> DiscoverQuery {
        let genreMediaType: GenreMediaType = mediaType == .movie ? .movie : .tv
        var people: [DiscoverPersonReference] = []
        for text in filters.people {
            people.append(try await Self.personReference(text, in: session))
        }
        while true {
            let names = DiscoverFilterNames(
                mediaType: mediaType, genres: filters.genres, excludedGenres: filters.excludedGenres, people: people,
                keywords: filters.keywords, providers: filters.providers, watchRegion: session.region)
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
                case .noSuchKeyword(let name, let suggestions):
                    throw Self.unknownKeywordFailure(name, suggestions: suggestions)
                case .keywordsUnavailable(let name, let error):
                    throw Self.withFlag(
                        "--keyword", session.failure(error, about: .namedPlural("the keywords named \"\(name)\"")))
                case .noSuchProvider(let name, let region, let suggestions):
                    throw unknownProviderFailure(name, region: region, suggestions: suggestions)
                case .providersUnavailable(let region, let error):
                    throw Self.withFlag(
                        "--provider",
                        session.failure(
                            error, about: .namedPlural("the \(kindWord) streaming services of \(region)")))
                }
            }
            do throws(DiscoverOptionError) {
                return try filters.query(
                    for: mediaType, genreIDs: ids.genreIDs, excludedGenreIDs: ids.excludedGenreIDs,
                    personIDs: ids.personIDs, keywordIDs: ids.keywordIDs, providerIDs: ids.providerIDs,
                    watchRegion: session.region)
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

    /// `--keyword: no keyword is called "heists"; the closest TMDb has are "heist", "art heist"`, or
    /// that TMDb has none like it.
    static func unknownKeywordFailure(_ name: String, suggestions: [String]) -> CLIFailure {
        let closest =
            suggestions.isEmpty
            ? "TMDb has none like it; try another word, or give a keyword's id"
            : (suggestions.count == 1 ? "the closest TMDb has is " : "the closest TMDb has are ")
                + suggestions.map { "\"\($0)\"" }.joined(separator: ", ")
        return CLIFailure(.usage, "--keyword: no keyword is called \"\(name)\"; \(closest)")
    }

    /// `--provider: no movie streaming service in GB is called "netflx"; try Netflix, ... ('popcorn
    /// providers movie --region GB' lists them)`, or that the region has none.
    func unknownProviderFailure(_ name: String, region: String, suggestions: [String]) -> CLIFailure {
        let kind = kindWord
        let list = "'popcorn providers \(mediaType.rawValue) --region \(region)'"
        guard !suggestions.isEmpty else {
            return CLIFailure(
                .usage, "--provider: TMDb lists no \(kind) streaming services in \(region); try another --region")
        }
        return CLIFailure(
            .usage,
            "--provider: no \(kind) streaming service in \(region) is called \"\(name)\"; try "
                + suggestions.joined(separator: ", ") + " (\(list) lists them all)")
    }

    /// `failure`, said to come from `--with-person`.
    private static func withPersonFlag(_ failure: CLIFailure) -> CLIFailure {
        withFlag("--with-person", failure)
    }

    /// `failure`, said to come from `flag`.
    private static func withFlag(_ flag: String, _ failure: CLIFailure) -> CLIFailure {
        CLIFailure(failure.status, "\(flag): \(failure.message)", details: failure.details)
    }
}
