import Foundation
import TerminalLayout
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What reaches the terminal and the disk can be trusted, through the real binary: a failed write is
/// a failure, an export to a file is whole or not there, TMDb's text cannot drive the terminal, and
/// wide characters line up.
@Suite("Trustworthy output, end to end")
struct OutputTrustEndToEndTests {
    static let apiKey = "k3y-HOSTILE-NEVER-LEAKS-0001"

    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case "/3/configuration": return .json(TMDbFixtures.configuration)
        case "/3/search/movie": return .json(TMDbHostileFixtures.searchPage)
        case "/3/search/multi": return .json(TMDbHostileFixtures.multiSearchPage)
        case "/3/movie/6666":
            return .json(
                AppendedTMDbBody.body(
                    TMDbHostileFixtures.movieDetails, parts: ["credits": TMDbHostileFixtures.movieCredits],
                    for: request))
        case "/3/movie/6666/credits": return .json(TMDbHostileFixtures.movieCredits)
        case "/3/trending/all/day": return .json(TMDbHostileFixtures.multiSearchPage)
        default: return .notFound
        }
    }

    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `popcorn <arguments>` with standard output sent to `path` by the shell.
    func run(_ arguments: [String], into path: String) async throws -> PopcornRun {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        return try await runner.runShell("\"$POPCORN\" \(quoted) > \(path)")
    }

    @Test(
        "A write to a full device exits 74 with one line, for a screen, JSON and an export",
        arguments: [
            ["movie", "550", "--source", "catalog"], ["movie", "550", "--source", "catalog", "--json"],
            ["watchlist", "export", "--source", "catalog"], ["search", "fight", "--source", "catalog"],
        ])
    func fullDevice(arguments: [String]) async throws {
        let run = try await run(arguments, into: "/dev/full")

        #expect(run.status == 74, "\(run)")
        #expect(run.stderrLines == ["popcorn: error: could not write the output: no space left on device"], "\(run)")
    }

    @Test("An export to a full disk with --output fails in one line and leaves the previous file whole")
    func exportToFullDisk() async throws {
        for id in ["550", "603", "680"] {
            #expect(try await runner.run(["watchlist", "add", "movie", id, "--source", "catalog"]).status == 0)
        }
        let disk = try TemporaryDirectory.make(prefix: "popcorn-full")
        defer { try? FileManager.default.removeItem(at: disk) }
        let mounted = try await runner.runShell("mount -t tmpfs -o size=64k tmpfs \"\(disk.path)\"")
        try #require(mounted.status == 0, "a small tmpfs is needed to fill a disk: \(mounted)")
        defer { _ = umount(disk.path) }
        let file = disk.appendingPathComponent("watchlist.csv").path
        let first = try await runner.run([
            "watchlist", "export", "--format", "csv", "--output", file, "--source", "catalog",
        ])
        #expect(first.status == 0 && first.stdout.isEmpty, "\(first)")
        let before = try String(contentsOfFile: file, encoding: .utf8)
        #expect(before.hasPrefix("tmdb_id,kind,title,") && before.contains("\n550,movie,Fight Club,"))
        _ = try await runner.runShell("dd if=/dev/zero of=\"\(disk.path)/filler\" bs=1024 2>/dev/null; true")

        let full = try await runner.run(["watchlist", "export", "--output", file, "--source", "catalog"])

        #expect(full.status == 74, "\(full)")
        #expect(
            full.stderrLines == [
                "popcorn: error: could not write '\(file)': no space left on device; the file there was left as it was"
            ], "\(full)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
        #expect(names == ["filler", "watchlist.csv"], "a temporary file was left: \(names)")
    }

    @Test("--json on an export is a usage error, before anything is read")
    func exportRefusesJSON() async throws {
        let run = try await runner.run(["watchlist", "export", "--format", "csv", "--json", "--source", "catalog"])

        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("--json does not apply to an export"), "\(run)")
    }

    @Test(
        "Control characters in TMDb's text never reach the terminal from a human command; --json keeps them exact",
        arguments: [
            ["movie", "6666"], ["movie", "credits", "6666"], ["movie", "search", "evil"], ["search", "evil"],
            ["movie", "evil"], ["trending"], ["watchlist", "list"], ["search", "--history"],
        ])
    func controlCharacters(arguments: [String]) async throws {
        let server = try LoopbackTMDbServer(router: Self.tmdb)
        let environment = ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL]
        // Your own data keeps what TMDb or you gave it: the title on the watchlist, the words searched.
        if arguments.first == "watchlist" {
            #expect(try await runner.run(["watchlist", "add", "movie", "6666"], environment: environment).status == 0)
        }
        if arguments == ["search", "--history"] {
            _ = try await runner.run(
                ["search", "Evil\u{1B}]0;owned\u{7} \u{1B}[2JMovie\u{1B}[5m\u{9B}31m\u{7F}"], environment: environment)
        }

        let run = try await runner.run(arguments, environment: environment)

        #expect([0, 64].contains(run.status), "\(run)")
        for (name, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
            let bytes = Array(text.utf8)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x7F), "\(name): \(run)")
            #expect(!text.unicodeScalars.contains { (0x80..<0xA0).contains($0.value) }, "\(name): \(run)")
        }
        #expect((run.stdout + run.stderr).contains("Evil�]0;owned"), "\(run)")
        if arguments == ["movie", "6666"] {
            let json = try await runner.run(arguments + ["--json"], environment: environment)
            #expect(json.stdout.contains(#""title" : "Evil\u001b]0;owned\u0007 \u001b[2JMovie"#), "\(json)")
        }
    }

    @Test("A Japanese title's row lines up with the English rows by display width")
    func wideTitlesAlign() async throws {
        let server = try LoopbackTMDbServer(router: Self.tmdb)

        let run = try await runner.run(
            ["movie", "search", "anything"],
            environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])

        #expect(run.status == 0, "\(run)")
        let spirited = try #require(run.stdoutLines.first { $0.contains("千と千尋の神隠し") }, "\(run)")
        let fight = try #require(run.stdoutLines.first { $0.contains("Fight Club") }, "\(run)")
        #expect(spirited.hasPrefix("   129  千と千尋の神隠し") && fight.hasPrefix("   550  Fight Club"), "\(run)")
        #expect(Self.columns(before: "2001", in: spirited) == Self.columns(before: "1999", in: fight), "\(run)")
    }

    @Test("At 40 columns every row of a list, a search and a screen's cast fits, with ids and commands whole")
    func narrowTerminal() async throws {
        for arguments in [
            ["movie", "popular"], ["search", "the"], ["movie", "credits", "550"], ["watchlist", "list"],
            ["person", "credits", "287"], ["tv", "credits", "1396", "--aggregate"], ["movie", "550"], ["tv", "1396"],
            ["person", "popular"], ["discover", "movie"], ["trending"],
        ] {
            if arguments == ["watchlist", "list"] {
                _ = try await runner.run(["watchlist", "add", "tv", "1396", "--source", "catalog"])
            }
            let run = try await runner.run(arguments + ["--source", "catalog"], environment: ["COLUMNS": "40"])
            #expect(run.status == 0, "\(run)")
            // A table's rows are indented; footers ("Next page: ...") are one hint each.
            let rows = run.stdoutLines.filter { $0.hasPrefix("  ") }
            #expect(!rows.isEmpty, "\(run)")
            for row in rows where !row.contains("://") {  // An address on its own line is never cut.
                #expect(row.displayWidth <= 40, "\(arguments): \(row)")
            }
        }
    }

    /// The columns `line` takes before `marker`.
    static func columns(before marker: String, in line: String) -> Int? {
        line.range(of: marker).map { String(line[..<$0.lowerBound]).displayWidth }
    }
}
