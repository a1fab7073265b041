import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `popcorn browse` in a real 80×24 terminal (tmux) on the offline catalog: the walk from a
/// search to a film, its cast, a person and back, and the terminal left as it was found.
@Suite("The full-screen browser, end to end (tmux)")
struct BrowseEndToEndTests {
    let runner: PopcornRunner
    let directory: URL

    init() throws {
        runner = try PopcornRunner()
        directory = try TemporaryDirectory.make(prefix: "popcorn-browse")
    }

    /// `popcorn browse` in a terminal, between two `stty -a` snapshots, its pid and exit status kept.
    func browse(
        columns: Int = 80, rows: Int = 24, arguments: [String] = ["--source", "catalog"],
        environment extra: [String: String] = [:]
    ) async throws -> TmuxSession {
        var environment = runner.fullEnvironment(extra)
        environment["TERM"] = "xterm-256color"
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        let files = directory.path
        let command =
            "stty -a > \(files)/before; env -i " + assignments.joined(separator: " ")
            + " sh -c 'echo $$ > \(files)/pid; exec \"$0\" browse " + arguments.joined(separator: " ") + "' "
            + Self.quote(runner.binary.path)
            + "; status=$?; stty -a > \(files)/after; echo \"EXIT $status\"; sleep 600"
        return try await TmuxSession(command: command, columns: columns, rows: rows)
    }

    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Types "fight" on the start screen, moves to the results and opens Fight Club: its screen.
    func openFightClub(in tmux: TmuxSession) async throws -> String {
        let start = try await tmux.waitForScreen(containing: "[1 Trending]")
        #expect(start.contains("popcorn · Trending today"), "\(start)")
        try await tmux.send("/", "f", "i", "g", "h", "t")
        let results = try await tmux.waitForScreen(containing: "› Fight Club")
        #expect(results.contains("/ fight"), "\(results)")
        try await tmux.send("Enter")
        _ = try await tmux.waitForScreen(containing: "⏎ open")  // The search line gave way to the keys.
        try await tmux.send("Enter")
        return try await tmux.waitForScreen(containing: "popcorn · Fight Club (1999)")
    }

    /// The terminal settings before the browser started and after it ended.
    func terminalSettings() throws -> (before: String, after: String) {
        (
            try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8),
            try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        )
    }

    @Test(
        "Search \"fight\", open Fight Club, its cast, Brad Pitt, back twice, quit: the terminal is as it was",
        .enabled(if: TmuxSession.isAvailable))
    func searchToAPersonAndBack() async throws {
        let tmux = try await browse()
        let movie = try await openFightClub(in: tmux)
        #expect(movie.contains("› Edward Norton"), "\(movie)")

        try await tmux.send("j")
        _ = try await tmux.waitForScreen(containing: "› Brad Pitt")
        try await tmux.send("Enter")
        let person = try await tmux.waitForScreen(containing: "popcorn · Brad Pitt")
        #expect(person.contains("Fight Club (1999) › Brad Pitt"), "\(person)")
        #expect(person.contains("Se7en"), "\(person)")

        try await tmux.send("BSpace")
        let back = try await tmux.waitForScreen(containing: "popcorn · Fight Club (1999)")
        #expect(back.contains("› Brad Pitt"), "the selection was not kept: \(back)")
        try await tmux.send("BSpace")
        _ = try await tmux.waitForScreen(containing: "popcorn · Search: fight")
        try await tmux.send("q")

        let end = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(end.contains("EXIT 0"), "\(end)")
        #expect(!end.contains("popcorn · "), "the browser's screen was left behind: \(end)")
        let settings = try terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test(
        "A person walks Fight Club, Brad Pitt, Se7en, David Fincher without typing an id",
        .enabled(if: TmuxSession.isAvailable))
    func walkWithoutIDs() async throws {
        let tmux = try await browse(columns: 200, rows: 60)
        _ = try await openFightClub(in: tmux)
        try await tmux.send("j", "Enter")
        _ = try await tmux.waitForScreen(containing: "popcorn · Brad Pitt")
        try await tmux.send("j", "Enter")
        let se7en = try await tmux.waitForScreen(containing: "popcorn · Se7en")

        #expect(se7en.contains("David Fincher"), "\(se7en)")
        // Rows are indented three spaces, headings one: count the rows from the selection down.
        let lines = se7en.split(separator: "\n").map(String.init)
        let selected = try #require(lines.firstIndex { $0.hasPrefix(" › ") }, "\(se7en)")
        let fincher = try #require(lines.firstIndex { $0.hasPrefix("   David Fincher") }, "\(se7en)")
        let steps = lines[(selected + 1)...fincher].filter { $0.hasPrefix("   ") }.count
        for _ in 0..<steps {
            try await tmux.send("j")
        }
        _ = try await tmux.waitForScreen(containing: "› David Fincher")
        try await tmux.send("Enter")
        let director = try await tmux.waitForScreen(containing: "popcorn · David Fincher")

        #expect(director.contains("Fight Club (1999) › Brad Pitt › Se7en (1995) › David Fincher"), "\(director)")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")
    }

    @Test(
        "Every popular movie of the catalog can be reached: past the 20th row the next page loads",
        .enabled(if: TmuxSession.isAvailable))
    func reachesTheLastPage() async throws {
        let last = try await runner.run(["movie", "popular", "--page", "2", "--source", "catalog", "--json"])
        let results = try JSONDocument.object(last.stdout)["results"] as? [[String: Any]] ?? []
        let titles = results.compactMap { $0["title"] as? String }
        let twentyEighth = try #require(titles.last, "\(last)")
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "› Dune: Part Two")

        try await tmux.send("2")
        _ = try await tmux.waitForScreen(containing: "Popular movies · 1-20 of 28")
        try await tmux.send("G", "j")
        let second = try await tmux.waitForScreen(containing: "› \(titles.first ?? "")")
        try await tmux.send("G")
        let end = try await tmux.waitForScreen(containing: "› \(twentyEighth)")

        #expect(
            second.contains("› \(titles.first ?? "")") && second.contains("Popular movies · 2-21 of 28"), "\(second)")
        #expect(end.contains("Popular movies · 9-28 of 28"), "\(end)")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")
    }

    @Test(
        "Keys sent in one burst while the start screen loads act on the rows they name: 1 j j w",
        .enabled(if: TmuxSession.isAvailable))
    func burstOfKeys() async throws {
        let rows = (1...4).map {
            TMDbSearchFixtures.row(
                TMDbSearchFixtures.movieRow(
                    id: 4000 + $0, title: "Row \($0)", releaseDate: "2001-01-0\($0)", popularity: Double(10 - $0)),
                mediaType: "movie")
        }
        // Trending takes a while to answer, so the keys are typed while the start screen loads.
        let server = try ScriptedTMDbServer(
            [
                "/3/trending/all/day": [
                    .respond(
                        .json(TMDbTrendingFixtures.page(rows, page: 1, totalPages: 1, totalResults: 4)), after: 1.5)
                ]
            ],
            fallback: { request in
                switch request.path {
                case "/3/configuration": return .json(TMDbFixtures.configuration)
                case let path where path.hasPrefix("/3/movie/"):
                    let id = Int(path.dropFirst("/3/movie/".count)) ?? 0
                    return .json(
                        TMDbSearchFixtures.movieDetails(
                            id: id, title: "Row \(id - 4000)", originalTitle: "Row \(id - 4000)",
                            releaseDate: "2001-01-01", tagline: ""))
                default: return .notFound
                }
            })
        let tmux = try await browse(
            arguments: [], environment: ["TMDB_API_KEY": "k3y-BURST-0001", "TMDB_API_BASE_URL": server.baseURL])
        // The first frame: trending is still on its way (unless this machine is slower than the
        // answer; then the keys meet the rows at once, and must act on the same row).
        _ = try await tmux.waitForScreen(containing: "[1 Trending]")

        try await tmux.send("1", "j", "j", "w")
        let added = try await tmux.waitForScreen(containing: "Added Row 3 to your watchlist")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")

        #expect(added.contains("› Row 3"), "\(added)")
        let list = try await runner.run(["watchlist", "export", "--format", "csv", "--source", "catalog"])
        #expect(list.stdoutLines.dropFirst().map { $0.prefix(14) } == ["4003,movie,Row"], "\(list)")
    }

    @Test(
        "w j w typed in one burst puts both titles on the watchlist: a change typed while one runs waits its turn",
        .enabled(if: TmuxSession.isAvailable))
    func twoChangesInABurst() async throws {
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "› Dune: Part Two")

        try await tmux.send("2")
        _ = try await tmux.waitForScreen(containing: "Popular movies · 1-20 of 28")
        try await tmux.send("w", "j", "w")
        _ = try await tmux.waitForScreen(containing: "Added Interstellar to your watchlist")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")

        let list = try await runner.run(["watchlist", "export", "--format", "csv", "--source", "catalog"])
        #expect(list.stdoutLines.dropFirst().map { $0.prefix { $0 != "," } } == ["693134", "157336"], "\(list)")
    }

    @Test("SIGTERM ends the browser with the terminal restored", .enabled(if: TmuxSession.isAvailable))
    func sigtermRestoresTheTerminal() async throws {
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "[1 Trending]")
        let pidText = try String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))

        kill(pid, SIGTERM)

        let end = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(end.contains("EXIT 143"), "\(end)")
        let settings = try terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test("? shows every key whole in an 80×24 terminal", .enabled(if: TmuxSession.isAvailable))
    func helpFits() async throws {
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "› Dune: Part Two")  // Loaded: no "Loading…" below.
        try await tmux.send("?")
        let help = try await tmux.waitForScreen(containing: "any other key closes this help.")

        // The longest line of the help, which a narrower layout would cut with an ellipsis.
        #expect(help.contains("/               search movies, series and people as you type"), "\(help)")
        #expect(help.contains("q  Ctrl-C       quit"), "\(help)")
        #expect(!help.contains("…"), "a help line was cut: \(help)")
        try await tmux.send("q")  // Any key closes the help, q included; the next q quits.
        _ = try await tmux.waitForScreen(containing: "[1 Trending]")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")
    }

    @Test("A resized terminal is redrawn to its new width", .enabled(if: TmuxSession.isAvailable))
    func redrawsOnResize() async throws {
        let tmux = try await browse()
        let narrow = try await tmux.waitForScreen(containing: "[1 Trending]")
        // The title bar ends "? help " at the right edge; tmux drops the trailing space.
        #expect(narrow.split(separator: "\n").first?.count == 79, "\(narrow)")

        try await tmux.resize(columns: 120, rows: 40)

        var wide = try await tmux.screen()
        for _ in 0..<100 where wide.split(separator: "\n").first?.count != 119 {
            try await Task.sleep(for: .milliseconds(100))
            wide = try await tmux.screen()
        }
        #expect(wide.split(separator: "\n").first?.count == 119, "\(wide)")
        #expect(wide.split(separator: "\n", omittingEmptySubsequences: false).count >= 40, "\(wide)")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")
    }

    @Test(
        "w puts titles on the watchlist; its tab marks one watched (m) and takes one off (d), as the CLI then finds",
        .enabled(if: TmuxSession.isAvailable))
    func watchlistKey() async throws {
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "› Dune: Part Two")
        try await tmux.send("w")
        _ = try await tmux.waitForScreen(containing: "Added Dune: Part Two to your watchlist")
        try await tmux.send("j", "w", "5")
        _ = try await tmux.waitForScreen(containing: "› Stranger Things")
        try await tmux.send("j", "m")
        let marked = try await tmux.waitForScreen(containing: "Marked Dune: Part Two watched")
        _ = try await tmux.waitForScreen(containing: "✓ watched")
        try await tmux.send("k", "d")
        _ = try await tmux.waitForScreen(containing: "Took Stranger Things off your watchlist")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")

        #expect(marked.contains("[5 Watchlist]"), "\(marked)")
        let list = try await runner.run(["watchlist", "export", "--format", "csv", "--source", "catalog"])
        let rows = list.stdoutLines.dropFirst()
        #expect(rows.count == 1 && rows.first?.hasPrefix("693134,movie,Dune: Part Two,") == true, "\(list)")
        #expect(rows.first?.split(separator: ",", omittingEmptySubsequences: false)[5].isEmpty == false, "\(list)")
    }

    @Test(
        "The Progress tab's row opens the next episode: m logs it and the row moves on, u undoes, r rates the series, as the CLI then finds",
        .enabled(if: TmuxSession.isAvailable))
    func diaryKeys() async throws {
        let logged = try await runner.run(
            ["watched", "tv", "1396", "--through", "S01E07", "--on", "2026-11-01", "--source", "catalog"])
        #expect(logged.status == 0, "\(logged)")
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "› Dune: Part Two")
        try await tmux.send("6")
        let progress = try await tmux.waitForScreen(containing: "next S02E01")
        #expect(progress.contains("[6 Progress]") && progress.contains("› Breaking Bad"), "\(progress)")
        #expect(progress.contains("7/62 · 11%"), "\(progress)")

        try await tmux.send("m")
        _ = try await tmux.waitForScreen(containing: "Watched Breaking Bad S02E01")
        _ = try await tmux.waitForScreen(containing: "next S02E02")
        try await tmux.send("m")
        _ = try await tmux.waitForScreen(containing: "next S02E03")
        try await tmux.send("u")
        _ = try await tmux.waitForScreen(containing: "Took back your watch of Breaking Bad S02E02")
        _ = try await tmux.waitForScreen(containing: "next S02E02")
        try await tmux.send("r")
        _ = try await tmux.waitForScreen(containing: "Rate 0.5–10 (empty clears):")
        try await tmux.send("9", ",", "5", "Enter")
        _ = try await tmux.waitForScreen(containing: "Rated Breaking Bad 9.5")
        try await tmux.send("Enter")
        let episode = try await tmux.waitForScreen(containing: "Your progress › Grilled")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")

        #expect(episode.contains("Breaking Bad · S2E2"), "\(episode)")
        let history = try await runner.run(["history", "--json", "--source", "catalog"])
        let watches = try #require(try JSONDocument.object(history.stdout)["results"] as? [[String: Any]])
        #expect(watches.count == 8, "\(history)")
        let ratings = try await runner.run(["ratings", "--source", "catalog"])
        #expect(ratings.stdout.contains("9.5") && ratings.stdout.contains("popcorn tv 1396"), "\(ratings)")
    }

    @Test(
        "The Calendar tab lists a followed series' episode airing in three days under its day, and its row opens it",
        .enabled(if: TmuxSession.isAvailable))
    func calendarTab() async throws {
        let server = try LoopbackTMDbServer(router: CalendarLiveEndToEndTests.route)
        let live = ["TMDB_API_KEY": "e2e-key", "TMDB_API_BASE_URL": server.baseURL, "TZ": "UTC"]
        let added = try await runner.run(["watchlist", "add", "tv", "777001"], environment: live)
        #expect(added.status == 0, "\(added)")
        let tmux = try await browse(arguments: [], environment: live)
        _ = try await tmux.waitForScreen(containing: "[1 Trending]")
        try await tmux.send("8")
        let calendar = try await tmux.waitForScreen(containing: "› Loopback Show S01E05")
        try await tmux.send("Enter")
        let episode = try await tmux.waitForScreen(containing: "Coming up › Episode 5")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")

        #expect(calendar.contains("[8 Calendar]"), "\(calendar)")
        #expect(calendar.contains(CalendarLiveEndToEndTests.day(3)), "\(calendar)")
        #expect(episode.contains("Loopback Show · S1E5"), "\(episode)")
    }

    @Test(
        "Offline with nothing cached, the failure shows in the status line and the other tabs still work",
        .enabled(if: TmuxSession.isAvailable))
    func offlineFailureInTheStatusLine() async throws {
        let tmux = try await browse(arguments: ["--offline"], environment: ["TMDB_API_KEY": "k"])

        let start = try await tmux.waitForScreen(containing: "is not in the cache")
        #expect(start.contains("trending today"), "\(start)")
        try await tmux.send("7")
        let history = try await tmux.waitForScreen(containing: "No searches yet")
        #expect(history.contains("[7 History]"), "\(history)")
        try await tmux.send("q")
        _ = try await tmux.waitForScreen(containing: "EXIT 0")
    }

    @Test("Ctrl-C quits with the terminal restored", .enabled(if: TmuxSession.isAvailable))
    func controlCQuits() async throws {
        let tmux = try await browse()
        _ = try await tmux.waitForScreen(containing: "› Dune: Part Two")

        try await tmux.send("C-c")

        let end = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(end.contains("EXIT 0"), "\(end)")
        let settings = try terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test("--json is refused in one line with exit 64: the browser prints no document")
    func refusesJSON() async throws {
        let run = try await runner.run(["browse", "--json", "--source", "catalog"])

        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("browse is interactive and prints no JSON"), "\(run)")
    }

    @Test("Without a terminal it refuses in one line, with exit 64")
    func refusesAPipe() async throws {
        let run = try await runner.run(["browse", "--source", "catalog"])

        #expect(run.status == 64, "\(run)")
        #expect(
            run.stderrLines == [
                "popcorn: error: browse needs a terminal: run it with standard input and output on a TTY, not a pipe or a file"
            ], "\(run)")
        #expect(run.stdout.isEmpty)
    }
}
