import Foundation
import Testing

extension TrackingEndToEndTests {
    /// Writes `text` as `name` beside the runner's data directory and gives its path.
    func letterboxdFile(_ name: String, _ text: String) throws -> String {
        let directory = runner.dataDirectory.deletingLastPathComponent().appendingPathComponent("letterboxd")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test(
        "Letterboxd's diary.csv: films found by name and year, logged on their Watched Date, stars doubled; one naming no film stops it unless skipped"
    )
    func letterboxdDiary() async throws {
        let diary = try letterboxdFile(
            "diary.csv",
            """
            Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
            2026-11-02,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/2bbs,4.5,,"wuxia, rain",2026-11-01
            2026-11-02,Se7en,1995,https://boxd.it/29Gg,,,,2026-11-02
            2026-11-03,Fight Club,1999,https://boxd.it/2a9q,4,,,2026-11-03
            2026-11-09,Fight Club,1999,https://boxd.it/2a9q,4.5,Yes,,2026-11-09

            """)

        let refused = try await run(["history", "import", diary])
        #expect(refused.status == 66, "\(refused)")
        #expect(
            refused.stderrLines == [
                "popcorn: error: 1 row names no film popcorn could find; nothing was imported (add --skip-unresolved to import the rest):",
                "  line 2: \"Crouching Tiger, Hidden Dragon\" (2000)",
            ], "\(refused)")
        #expect(try await history().isEmpty)

        let imported = try await succeed(["history", "import", diary, "--skip-unresolved"])
        let again = try await succeed(["history", "import", diary, "--skip-unresolved"])

        #expect(
            imported.stdout == """
                Imported 3 watches and 2 ratings.
                Skipped 1 row naming no film:
                  line 2: "Crouching Tiger, Hidden Dragon" (2000)

                """, "\(imported)")
        #expect(
            again.stdout.hasPrefix("Imported 0 watches (3 already in your diary) and 0 ratings (2 kept"), "\(again)")
        #expect(
            try await history().map { "\($0["watchedOn"] ?? "") \(($0["item"] as? [String: Any])?["tmdbID"] ?? "")" }
                == ["2026-11-09 550", "2026-11-03 550", "2026-11-02 807"])
        #expect(try await succeed(["movie", "550"]).stdout.contains("Your rating  9\n"))
    }

    @Test("Letterboxd's watched.csv logs a film only when the diary has no watch of it; ratings.csv sets ratings")
    func letterboxdWatchedAndRatings() async throws {
        try await succeed(["watched", "movie", "550", "--on", "2026-11-01"])
        let watched = try letterboxdFile(
            "watched.csv", "Date,Name,Year,Letterboxd URI\n2026-11-05,Fight Club,1999,x\n2026-11-05,Se7en,1995,y\n")
        let ratings = try letterboxdFile(
            "ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2026-11-06,Se7en,1995,y,3.5\n")

        let logged = try await succeed(["history", "import", watched])
        let rated = try await succeed(["history", "import", ratings])

        #expect(logged.stdout == "Imported 1 watch (1 already in your diary) and 0 ratings.\n", "\(logged)")
        #expect(rated.stdout == "Imported 0 watches and 1 rating.\n", "\(rated)")
        #expect(
            try await history().map { "\($0["watchedOn"] ?? "") \(($0["item"] as? [String: Any])?["tmdbID"] ?? "")" }
                == ["2026-11-05 807", "2026-11-01 550"])
        #expect(try await succeed(["ratings"]).stdout.contains("7  movie    Se7en"))
    }

    @Test(
        "A Letterboxd file with a wrong row, or a watchlist.csv, exits 65 naming the file and line; nothing is imported"
    )
    func letterboxdMalformed() async throws {
        let diary = try letterboxdFile(
            "diary.csv",
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2026-11-02,Se7en,1995,x,7,,,2026-11-02\n")
        let watchlist = try letterboxdFile("watchlist.csv", "Date,Name,Year,Letterboxd URI\n2026-11-05,Se7en,1995,y\n")

        try await expectRefused(
            ["history", "import", diary], status: 65,
            message:
                "\(diary), line 2: Rating: \"7\" is not a rating from 0.5 to 5 in steps of 0.5; nothing was imported")
        try await expectRefused(
            ["history", "import", watchlist], status: 65,
            message:
                "\(watchlist), line 1: Date,Name,Year,Letterboxd URI is Letterboxd's watched.csv or its watchlist.csv")
    }
}
