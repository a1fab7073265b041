import Foundation
import Testing

/// The diary and ratings through the real binary, on the offline catalog: their own file in this
/// runner's `POPCORN_DATA_DIR` (with a `.bak`), out of the cache's reach.
@Suite("Diary and ratings, end to end")
struct TrackingEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `$POPCORN_DATA_DIR/tracking.sqlite`.
    var trackingFile: URL {
        runner.dataDirectory.appendingPathComponent("tracking.sqlite", isDirectory: false)
    }

    /// Runs `popcorn arguments... --source catalog`.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments + ["--source", "catalog"])
    }

    /// The diary as `history --json` gives it.
    func history() async throws -> [[String: Any]] {
        let run = try await succeed(["history", "--json"])
        let document = try JSONDocument.object(run.stdout)
        #expect(document["totalResults"] as? Int == (document["results"] as? [Any])?.count, "\(run)")
        return try #require(document["results"] as? [[String: Any]], "\(run)")
    }

    /// Runs a command that must succeed.
    @discardableResult
    func succeed(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await run(arguments)
        #expect(run.status == 0, "\(run)")
        return run
    }

    @Test(
        "Watches are logged by id and by title, re-watches kept, and the diary lists them whole, newest first, fitted to 80 columns"
    )
    func diary() async throws {
        let first = try await succeed(["watched", "movie", "550", "--on", "2026-11-01"])
        try await succeed(["watched", "tv", "breaking", "bad", "s1e7", "--on", "2026-11-10"])
        try await succeed(["watched", "tv", "1396", "S01E01", "--on", "2026-11-02"])
        try await succeed(["watched", "movie", "fight", "club", "--on", "2026-11-20"])

        let history = try await succeed(["history"])
        let movies = try await succeed(["history", "--kind", "movie", "--since", "2026-11-02"])

        #expect(first.stdout == "Watched Fight Club on 2026-11-01  popcorn movie 550\n", "\(first)")
        #expect(
            history.stdout == """
                Your diary — 4 watches

                  2026-11-20  movie  Fight Club                   popcorn movie 550
                  2026-11-10  tv     Breaking Bad S01E07 "A No…   popcorn tv episode 1396 S01E07
                  2026-11-02  tv     Breaking Bad S01E01 "Pilot"  popcorn tv episode 1396 S01E01
                  2026-11-01  movie  Fight Club                   popcorn movie 550

                """, "\(history)")
        #expect(
            movies.stdout == """
                Your diary — 1 watch

                  2026-11-20  movie  Fight Club  popcorn movie 550

                """, "\(movies)")
    }

    @Test("Unwatching removes only the latest watch; the earlier one stays")
    func unwatch() async throws {
        try await succeed(["watched", "movie", "550", "--on", "2026-11-01"])
        try await succeed(["watched", "movie", "550", "--on", "2026-11-05"])

        let removed = try await succeed(["unwatch", "movie", "550"])
        let left = try await history()

        #expect(removed.stdout == "Removed from your diary: Fight Club (watched 2026-11-05)\n", "\(removed)")
        #expect(left.map { $0["watchedOn"] as? String } == ["2026-11-01"])
    }

    @Test("Ratings are given, replaced, listed newest first, cleared, and given with a watch")
    func ratings() async throws {
        try await succeed(["rate", "tv", "1396", "9"])
        try await succeed(["rate", "tv", "1396", "S01E01", "7.5"])
        try await succeed(["watched", "movie", "550", "--on", "2026-11-01", "--rating", "8.5"])
        let replaced = try await succeed(["rate", "tv", "1396", "9.5"])

        let list = try await succeed(["ratings"])
        let cleared = try await succeed(["rate", "tv", "1396", "S01E01", "--clear"])
        let episodes = try await succeed(["ratings", "--kind", "episode"])

        #expect(replaced.stdout == "Rated Breaking Bad 9.5  popcorn tv 1396\n", "\(replaced)")
        #expect(
            list.stdout == """
                Your ratings — 3 titles

                   9.5  tv       Breaking Bad                 popcorn tv 1396
                   8.5  movie    Fight Club                   popcorn movie 550
                   7.5  episode  Breaking Bad S01E01 "Pilot"  popcorn tv episode 1396 S01E01

                """, "\(list)")
        #expect(cleared.stdout == "Forgot your rating of Breaking Bad S01E01 \"Pilot\" (it was 7.5)\n", "\(cleared)")
        #expect(episodes.stdout.hasPrefix("You have no episode ratings yet."), "\(episodes)")
    }

    @Test(
        "What cannot be logged or rated is refused in one line with its exit code, and nothing is written",
        arguments: [
            (["watched", "movie", "550", "--on", "2999-01-01"], 64, "2999-01-01 is after today"),
            (["watched", "movie", "550", "--on", "2026-02-30"], 64, "'2026-02-30' is not a day"),
            (["watched", "tv", "1396"], 64, "a series is watched episode by episode"),
            (["watched", "tv", "1396", "S01E99"], 66, "episode 99 of season 1 of tv series 1396 was not found"),
            (["watched", "movie", "550", "--rating", "11"], 64, "11 is not a rating"),
            (["rate", "movie", "550", "8.3"], 64, "8.3 is not a rating"),
            (["rate", "movie", "550"], 64, "give the rating last"),
            (["unwatch", "movie", "550"], 66, "nothing named has been watched"),
            (["unwatch", "tv", "1396"], 64, "a series is watched episode by episode"),
            (["rate", "movie", "550", "--clear"], 66, "movie 550 has no rating"),
            (["history", "--since", "yesterday"], 64, "'yesterday' is not a day"),
        ])
    func refusals(arguments: [String], status: Int32, message: String) async throws {
        try await expectRefused(arguments, status: status, message: message)
    }

    /// Runs a command that must be refused: `status`, one line on stderr holding `message`, nothing
    /// on stdout, and nothing in the diary.
    func expectRefused(
        _ arguments: [String], status: Int32, message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let run = try await run(arguments)

        #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains(message), "\(run)", sourceLocation: sourceLocation)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run)", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, "\(run)", sourceLocation: sourceLocation)
        #expect(try await history().isEmpty, sourceLocation: sourceLocation)
    }

    @Test("Reading the diary or the ratings never creates the file; a watch creates it with its backup")
    func files() async throws {
        let empty = try await succeed(["history"])
        _ = try await succeed(["ratings"])
        #expect(empty.stdout.hasPrefix("Your diary has nothing yet."), "\(empty)")
        #expect(!FileManager.default.fileExists(atPath: trackingFile.path))

        try await succeed(["watched", "movie", "550"])
        _ = try await succeed(["cache", "clear"])
        #expect(FileManager.default.fileExists(atPath: trackingFile.path + ".bak"))
        #expect(try await history().count == 1)
    }

    @Test("A damaged diary stops every command with exit 74, one line, and is left byte for byte")
    func damaged() async throws {
        try FileManager.default.createDirectory(at: runner.dataDirectory, withIntermediateDirectories: true)
        let garbage = Data("not a database, but somebody's diary".utf8)
        try garbage.write(to: trackingFile)

        for arguments in [["history"], ["watched", "movie", "550"], ["ratings"]] {
            let run = try await run(arguments)
            #expect(run.status == 74, "\(run)")
            #expect(run.stderr.contains("is damaged"), "\(run)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
        }
        #expect(try Data(contentsOf: trackingFile) == garbage)
    }
}
