import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Your data stays readable: a watchlist, a diary and a search history whose files and directory are
/// read-only are listed and exported by a user who may not write them (the calendar and what is new
/// read them too), and a change fails in one line, leaving nothing behind. Run as an unprivileged user (`nobody`, through `setpriv`, when the
/// tests run as root, whom permissions do not stop).
@Suite("Read-only user data, end to end")
struct ReadOnlyDataEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// Runs a copy of popcorn that anyone may execute, as `nobody` when the tests are root, with a
    /// cache directory of its own.
    func runUnprivileged(_ arguments: [String], binary: URL, cache: URL) async throws -> PopcornRun {
        let environment = runner.fullEnvironment(["POPCORN_CACHE_DIR": cache.path, "HOME": cache.path])
        guard geteuid() == 0 else {
            return try await ProcessRunner.run(
                executable: binary, arguments: arguments, environment: environment, timeout: PopcornRunner.timeout)
        }
        return try await ProcessRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
            arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", "--", binary.path] + arguments,
            environment: environment, timeout: PopcornRunner.timeout)
    }

    @Test("A cache clear that cannot remove the posters kept says so in one line (exit 1), never that it cleared them")
    func readOnlyImages() async throws {
        let shared = try TemporaryDirectory.make(prefix: "popcorn-read-only-images")
        defer {
            chmod(shared.appendingPathComponent("cache/images").path, 0o755)
            try? FileManager.default.removeItem(at: shared)
        }
        let binary = shared.appendingPathComponent("popcorn")
        try FileManager.default.copyItem(at: runner.binary, to: binary)
        let images = shared.appendingPathComponent("cache/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF]).write(to: images.appendingPathComponent("w92_poster.jpg"))
        for (path, mode) in [
            (shared.path, 0o755), (binary.path, 0o755), (images.deletingLastPathComponent().path, 0o777),
        ] {
            #expect(chmod(path, mode_t(mode)) == 0, "\(path)")
        }
        #expect(chmod(images.path, 0o555) == 0)

        let clear = try await runUnprivileged(
            ["cache", "clear", "--source", "tmdb"], binary: binary, cache: images.deletingLastPathComponent())

        #expect(clear.status == 1, "\(clear)")
        #expect(!clear.stdout.contains("cleared 1 image"), "\(clear)")
        #expect(
            clear.stderrLines == [
                "popcorn: error: 1 of 1 images in \(images.path) could not be removed (permission denied); "
                    + "check the folder's permissions, or delete it"
            ], "\(clear)")
        #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent("w92_poster.jpg").path))
    }

    @Test("A read-only watchlist, diary and history are listed and exported; a change exits 74 in one line")
    func readOnly() async throws {
        #expect(try await runner.run(["watchlist", "add", "movie", "550", "--source", "catalog"]).status == 0)
        #expect(try await runner.run(["search", "fight", "--source", "catalog"]).status == 0)
        #expect(
            try await runner.run(["watched", "movie", "550", "--on", "2026-11-20", "--source", "catalog"]).status == 0)
        let shared = try TemporaryDirectory.make(prefix: "popcorn-read-only")
        defer { try? FileManager.default.removeItem(at: shared) }
        let binary = shared.appendingPathComponent("popcorn")
        try FileManager.default.copyItem(at: runner.binary, to: binary)
        let cache = shared.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: runner.dataDirectory.path)
        for name in files {
            chmod(runner.dataDirectory.appendingPathComponent(name).path, 0o444)
        }
        for (path, mode) in [
            (shared.path, 0o755), (binary.path, 0o755), (cache.path, 0o777), (runner.userDirectory.path, 0o755),
            (runner.dataDirectory.path, 0o555),
        ] {
            #expect(chmod(path, mode_t(mode)) == 0, "\(path)")
        }
        defer { chmod(runner.dataDirectory.path, 0o755) }

        let list = try await runUnprivileged(
            ["watchlist", "list", "--source", "catalog"], binary: binary, cache: cache)
        let export = try await runUnprivileged(
            ["watchlist", "export", "--format", "csv", "--source", "catalog"], binary: binary, cache: cache)
        let history = try await runUnprivileged(
            ["search", "--history", "--source", "catalog"], binary: binary, cache: cache)
        let add = try await runUnprivileged(
            ["watchlist", "add", "movie", "603", "--source", "catalog"], binary: binary, cache: cache)
        let diary = try await runUnprivileged(["history", "--source", "catalog"], binary: binary, cache: cache)
        let screen = try await runUnprivileged(["movie", "550", "--source", "catalog"], binary: binary, cache: cache)
        let watch = try await runUnprivileged(
            ["watched", "movie", "603", "--source", "catalog"], binary: binary, cache: cache)
        // An export over a file its owner made read-only, in a folder anyone may write: refused, kept.
        let kept = cache.appendingPathComponent("kept.csv")
        try "old\n".write(to: kept, atomically: false, encoding: .utf8)
        chmod(kept.path, 0o444)
        let overReadOnly = try await runUnprivileged(
            ["watchlist", "export", "--output", kept.path, "--source", "catalog"], binary: binary, cache: cache)
        let calendar = try await runUnprivileged(
            ["calendar", "--past", "10000", "--days", "0", "--source", "catalog"], binary: binary, cache: cache)
        let since = try await runUnprivileged(
            ["whats-new", "--since", "1999-10-01", "--source", "catalog"], binary: binary, cache: cache)
        let news = try await runUnprivileged(["whats-new", "--source", "catalog"], binary: binary, cache: cache)

        #expect(list.status == 0 && list.stdout.contains("Fight Club (1999)"), "\(list)")
        #expect(
            export.status == 0 && export.stdoutLines.dropFirst().first?.hasPrefix("550,movie,Fight Club") == true,
            "\(export)")
        #expect(history.status == 0 && history.stdout.contains("popcorn search fight"), "\(history)")
        #expect(add.status == 74, "\(add)")
        #expect(
            add.stderrLines == [
                "popcorn: error: the watchlist \(runner.dataDirectory.path)/watchlist.sqlite is read-only; nothing was changed"
            ], "\(add)")
        #expect(diary.status == 0 && diary.stdout.contains("2026-11-20  movie  Fight Club"), "\(diary)")
        #expect(screen.status == 0 && screen.stdout.contains("  Watched    1 time, last 2026-11-20\n"), "\(screen)")
        #expect(watch.status == 74, "\(watch)")
        #expect(
            watch.stderrLines == [
                "popcorn: error: your diary \(runner.dataDirectory.path)/tracking.sqlite is read-only; nothing was changed"
            ], "\(watch)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: runner.dataDirectory.path).sorted() == files.sorted())
        #expect(overReadOnly.status == 74, "\(overReadOnly)")
        #expect(overReadOnly.stderrLines == ["popcorn: error: '\(kept.path)' is read-only; it was left as it was"])
        #expect(try String(contentsOf: kept, encoding: .utf8) == "old\n")
        #expect(calendar.status == 0 && calendar.stdout.contains("  Fight Club · in cinemas  popcorn movie 550\n"))
        // A day given reads and writes nothing of the calendar's memory.
        #expect(since.status == 0, "\(since)")
        #expect(since.stdout.contains("1999-10-15\n  Fight Club · in cinemas  popcorn movie 550\n"), "\(since)")
        // The news is given; only remembering today fails, in one line naming the file.
        #expect(news.status == 74, "\(news)")
        #expect(news.stdoutLines.last == "Nothing new aired or came out since then.", "\(news)")
        #expect(
            news.stderrLines == [
                "popcorn: error: the calendar's memory \(runner.dataDirectory.path)/calendar.sqlite is read-only; "
                    + "nothing was changed; today was not remembered as the day you asked"
            ], "\(news)")
    }
}
