import DataPersistence
import Foundation
import GenresDomain
import Testing

@testable import PopcornCLI

/// `CommandSession+Genres` over the real composition root and the bundled offline catalog, with a
/// cache directory of its own.
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

    /// The failure `body` throws, or `nil`.
    func failure(_ body: () async throws -> Void) async -> CLIFailure? {
        do {
            try await body()
            return nil
        } catch {
            return error as? CLIFailure
        }
    }

    @Test("Names resolve to ids in the order given, each once, whatever their case and punctuation")
    func resolvesNames() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try session()

        let movie = try await session.genreIDs(
            named: ["drama", "Science-Fiction", "18", " THRILLER "], for: .movie, flag: "--genre")
        let tv = try await session.genreIDs(named: ["sci-fi & fantasy", "crime"], for: .tv, flag: "--genre")

        #expect(movie == [18, 878, 53])
        #expect(tv == [10765, 80])
        #expect(captured.errors.isEmpty)
    }

    @Test("No names resolve to no ids")
    func noNames() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(try await session(["--offline"]).genreIDs(named: [], for: .movie, flag: "--genre").isEmpty)
    }

    @Test("An unknown movie genre is a usage error naming the flag and every movie genre")
    func unknownMovieGenre() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try session()

        let failure = await failure {
            _ = try await session.genreIDs(named: ["drama", "dramma"], for: .movie, flag: "--genre")
        }

        #expect(
            failure
                == CLIFailure(
                    .usage, "--genre: no movie genre is called \"dramma\"; the movie genres are \(Self.movieGenres)"))
    }

    @Test("A movie genre is not a series genre, and the error names the flag it came from")
    func unknownSeriesGenre() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try session()

        let failure = await failure {
            _ = try await session.genreIDs(named: ["science fiction"], for: .tv, flag: "--without-genre")
        }

        #expect(failure?.status == .usage)
        #expect(
            failure?.message.hasPrefix(
                "--without-genre: no series genre is called \"science fiction\"; the series genres are "
                    + "Action & Adventure, Animation, ") == true)
        #expect(failure?.message.hasSuffix("War & Politics, Western") == true)
    }

    @Test("With --offline and nothing cached, the demo catalog still answers: it is local")
    func offlineWithoutCache() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try session(["--offline"])

        let ids = try await session.genreIDs(named: ["drama"], for: .movie, flag: "--genre")

        #expect(ids == [18])
    }

    @Test("Once a list is cached, --offline resolves from it")
    func offlineFromCache() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await session().genreList(for: .tv)

        #expect(try await session(["--offline"]).genreIDs(named: ["drama"], for: .tv, flag: "--genre") == [18])
    }

    @Test("A kind's list comes in TMDb's order")
    func genreList() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }

        let genres = try await session().genreList(for: .movie)

        #expect(genres.map(\.name).joined(separator: ", ") == Self.movieGenres)
        #expect(genres.first?.id == 28)
    }

    @Test("With no genres to list, the error says so rather than listing nothing")
    func emptyValidNames() {
        #expect(
            CommandSession.unknownGenreFailure("drama", validNames: [], mediaType: .tv, flag: "--genre")
                == CLIFailure(.usage, "--genre: no series genre is called \"drama\"; TMDb lists no series genres"))
    }
}
