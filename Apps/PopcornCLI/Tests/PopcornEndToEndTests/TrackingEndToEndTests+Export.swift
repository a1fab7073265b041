import Foundation
import Testing

extension TrackingEndToEndTests {
    @Test(
        "history export and import: both formats carry the diary and ratings to another data directory, twice changes nothing"
    )
    func exportImport() async throws {
        try await succeed(["watched", "tv", "1396", "--through", "S01E02", "--on", "2026-11-01"])
        try await succeed(["watched", "movie", "550", "--on", "2026-11-02", "--rating", "8.5"])
        let directory = runner.dataDirectory.deletingLastPathComponent()

        for format in ["json", "csv"] {
            let file = directory.appendingPathComponent("history.\(format)").path
            try await succeed(["history", "export", "--format", format, "--output", file])
            let other = ["POPCORN_DATA_DIR": directory.appendingPathComponent("other-\(format)").path]

            let first = try await runner.run(["history", "import", file, "--source", "catalog"], environment: other)
            let second = try await runner.run(["history", "import", file, "--source", "catalog"], environment: other)
            let copied = try await runner.run(["history", "--source", "catalog"], environment: other)

            #expect(first.stdout == "Imported 3 watches and 1 rating.\n", "\(first)")
            #expect(
                second.stdout == "Imported 0 watches (3 already in your diary) and 0 ratings (1 kept as they were).\n",
                "\(second)")
            #expect(copied.stdout == (try await succeed(["history"])).stdout, "\(copied)")
        }
    }

    @Test("An import file with a wrong entry exits 65 naming its line, and nothing is imported")
    func malformedImport() async throws {
        let file = runner.dataDirectory.deletingLastPathComponent().appendingPathComponent("bad.csv")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        record,kind,tmdb_id,title,watched_on,logged_at
        watch,movie,550,Fight Club,2026-11-01,2026-11-01
        watch,movie,603,The Matrix,2026-13-01,2026-11-01

        """.write(to: file, atomically: true, encoding: .utf8)

        try await expectRefused(
            ["history", "import", file.path], status: 65,
            message:
                "\(file.path), line 3: watched_on: \"2026-13-01\" is not a day written YYYY-MM-DD; nothing was imported"
        )
    }
}
