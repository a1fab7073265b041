import DataPersistence
import DiscoverApplication
import Foundation
import GenresDomain
import Testing

@testable import PopcornCLI

/// `CommandSession+Genres`, and the genre and person names Discover resolves through the providers the
/// composition root wires, over the bundled offline catalog, with a cache directory of its own.
@Suite("CommandSession+Genres")
struct CommandSessionGenresTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-genres-\(UUID().uuidString)")
    let captured = CapturedConsole()

    static let movieGenres =
        "Action, Adventure, Animation, Comedy, Crime, Documentary, Drama, Family, Fantasy, History, Horror, Music, "
        + "Mystery, Romance, Science Fiction, TV Movie, Thriller, War, Western"

    /// A session on the catalog, as `popcorn <arguments>` would start it.
    func session(_ arguments: [String] = []) throws -> CommandSession {
        let configuration = try PopcornConfiguration.resolve(
            environment: ["POPCORN_CACHE_DIR": directory.path],
            options: try GlobalOptions.parse(["--source", "catalog"] + arguments),
            stdoutIsTerminal: false
        )
        let root = CompositionRoot(
            configuration: configuration, console: captured.console, logger: nil, reporter: SilentCacheEventReporter())
        return CommandSession(
            configuration: configuration, console: captured.console,
            terminal: Terminal(isInteractive: false, width: 80), style: .plain, root: root,
            dependencies: try root.makeDependencies())
    }

    /// The ids Discover's filter resolution gives `names`, through the providers the root wires.
    func ids(_ session: CommandSession, _ names: DiscoverFilterNames) async throws(ResolveDiscoverFiltersError)
        -> DiscoverFilterIDs
    {
        try await session.discover.makeResolveDiscoverFiltersUseCase().execute(names)
    }

    @Test("Genre names resolve to ids in the order given, each once, whatever their case and punctuation")
    func resolvesNames() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try session()

        let movie = try await ids(
            session, DiscoverFilterNames(mediaType: .movie, genres: ["drama", "Science-Fiction", "18", " THRILLER "]))
        let tv = try await ids(
            session, DiscoverFilterNames(mediaType: .tvSeries, excludedGenres: ["sci-fi & fantasy", "crime"]))

        #expect(movie == DiscoverFilterIDs(genreIDs: [18, 878, 53]))
        #expect(tv == DiscoverFilterIDs(excludedGenreIDs: [10765, 80]))
        #expect(captured.errors.isEmpty)
    }

    @Test("A person's name resolves to its one clear person; an id is taken as it is")
    func resolvesPeople() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let resolved = try await ids(
            try session(), DiscoverFilterNames(mediaType: .movie, people: [.name("brad pitt"), .id(819)]))

        #expect(resolved == DiscoverFilterIDs(personIDs: [287, 819]))
    }

    @Test("No names resolve to no ids, asking nothing")
    func noNames() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(
            try await ids(try session(["--offline"]), DiscoverFilterNames(mediaType: .movie)) == DiscoverFilterIDs())
    }

    @Test("An unknown movie genre names itself, whether it was kept or left out, and every movie genre")
    func unknownMovieGenre() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try session()
        let validNames = Self.movieGenres.components(separatedBy: ", ")

        await #expect(
            throws: ResolveDiscoverFiltersError.noSuchGenre("dramma", validNames: validNames, excluded: false)
        ) {
            _ = try await ids(session, DiscoverFilterNames(mediaType: .movie, genres: ["drama", "dramma"]))
        }
        await #expect(throws: ResolveDiscoverFiltersError.noSuchGenre("dramma", validNames: validNames, excluded: true))
        {
            _ = try await ids(session, DiscoverFilterNames(mediaType: .movie, excludedGenres: ["dramma"]))
        }
    }

    @Test("With --offline and nothing cached, the demo catalog still answers: it is local")
    func offlineWithoutCache() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let resolved = try await ids(
            try session(["--offline"]), DiscoverFilterNames(mediaType: .movie, genres: ["drama"]))

        #expect(resolved.genreIDs == [18])
    }

    @Test("Once a list is cached, --offline resolves from it")
    func offlineFromCache() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await session().genreList(for: .tv)

        let resolved = try await ids(
            try session(["--offline"]), DiscoverFilterNames(mediaType: .tvSeries, genres: ["drama"]))
        #expect(resolved.genreIDs == [18])
    }

    @Test("A kind's list comes in TMDb's order")
    func genreList() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let genres = try await session().genreList(for: .movie)

        #expect(genres.map(\.name).joined(separator: ", ") == Self.movieGenres)
        #expect(genres.first?.id == 28)
    }

    @Test("An unknown genre's failure is a usage error naming the flag and every genre of the kind")
    func unknownGenreFailure() {
        #expect(
            CommandSession.unknownGenreFailure(
                "dramma", validNames: ["Action", "Drama"], mediaType: .movie, flag: "--without-genre")
                == CLIFailure(
                    .usage, "--without-genre: no movie genre is called \"dramma\"; the movie genres are Action, Drama"))
    }

    @Test("With no genres to list, the error says so rather than listing nothing")
    func emptyValidNames() {
        #expect(
            CommandSession.unknownGenreFailure("drama", validNames: [], mediaType: .tv, flag: "--genre")
                == CLIFailure(.usage, "--genre: no series genre is called \"drama\"; TMDb lists no series genres"))
    }
}
