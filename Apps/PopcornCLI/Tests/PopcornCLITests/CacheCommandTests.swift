import DataPersistence
import Foundation
import Testing

@testable import PopcornCLI

@Suite("Cache commands")
struct CacheCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-cache-\(UUID().uuidString)")
    let now = Date(timeIntervalSince1970: 1_763_700_000)  // 2025-11-21 04:40 UTC

    func runner(_ console: Console) -> CacheCommandRunner {
        CacheCommandRunner(directory: directory, console: console, now: now, migrations: CompositionRoot.migrations)
    }

    /// Fills the catalog cache file by fetching through the real stack.
    func fillCatalogCache() async throws {
        let configuration = try PopcornConfiguration.resolve(
            environment: ["POPCORN_CACHE_DIR": directory.path], options: try GlobalOptions.parse([]),
            stdoutIsTerminal: false)
        let root = CompositionRoot(
            configuration: configuration, console: CapturedConsole().console, logger: nil,
            reporter: SilentCacheEventReporter())
        let dependencies = try root.makeDependencies()
        _ = try await root.makeMoviesFactory(using: dependencies).makeFetchMovieDetailsUseCase()
            .execute(id: 550, region: "US")
        _ = try await root.makePeopleFactory(using: dependencies).makeFetchPersonDetailsUseCase().execute(id: 287)
    }

    let stats = CacheStats(
        entriesByKind: ["details": 2, "list": 1, "credits": 0],
        entriesByContext: ["movies": 2, "people": 1],
        totalEntries: 3,
        fileSizeBytes: 1_572_864,
        oldestCachedAt: Date(timeIntervalSince1970: 1_763_700_000 - 2 * 86_400),
        newestCachedAt: Date(timeIntervalSince1970: 1_763_700_000 - 20 * 60)
    )

    @Test("Stats text: one block per file, counts sorted, size, oldest and newest with their ages")
    func statsText() {
        let reports = [
            CacheFileReport(source: .tmdb, language: "en-US", path: "/c/cache.sqlite", exists: true, stats: stats),
            CacheFileReport(source: .catalog, language: "en-US", path: "/c/catalog.sqlite", exists: false, stats: nil),
        ]
        #expect(
            CacheStatsRenderer.text(reports, now: now) == """
                TMDb cache  /c/cache.sqlite
                  entries     3 (1.5 MB)
                  by kind     credits 0, details 2, list 1
                  by context  movies 2, people 1
                  oldest      2025-11-19 04:40 UTC (2 days ago)
                  newest      2025-11-21 04:20 UTC (20 minutes ago)

                catalog cache  /c/catalog.sqlite
                  not created yet

                """)
    }

    @Test("Stats JSON: one document with both files, ISO 8601 timestamps")
    func statsJSON() throws {
        let reports = [
            CacheFileReport(source: .tmdb, language: "en-US", path: "/c/cache.sqlite", exists: true, stats: stats),
            CacheFileReport(source: .catalog, language: "en-US", path: "/c/catalog.sqlite", exists: false, stats: nil),
        ]
        let text = try CacheStatsRenderer.json(reports)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let caches = try #require(object["caches"] as? [[String: Any]])
        #expect(caches.count == 2)
        #expect(caches[0]["source"] as? String == "tmdb")
        #expect(caches[1]["exists"] as? Bool == false)
        let first = try #require(caches[0]["stats"] as? [String: Any])
        #expect(first["totalEntries"] as? Int == 3)
        #expect(first["oldestCachedAt"] as? String == "2025-11-19T04:40:00Z")
        #expect((first["entriesByContext"] as? [String: Int])?["people"] == 1)
    }

    @Test("Clear and prune summaries name each file")
    func summaries() {
        let tmdb = CacheFile(source: .tmdb, language: "en-US", url: URL(fileURLWithPath: "/c/cache.sqlite"))
        let catalog = CacheFile(source: .catalog, language: "en-US", url: URL(fileURLWithPath: "/c/catalog.sqlite"))
        #expect(
            CacheStatsRenderer.summary(
                verb: "cleared", [CacheFileCount(file: tmdb, deleted: 1), CacheFileCount(file: catalog, deleted: nil)])
                == "cleared 1 entry from the TMDb cache (/c/cache.sqlite)\n"
                + "catalog cache: nothing to do, /c/catalog.sqlite does not exist\n")
        #expect(
            CacheStatsRenderer.summary(verb: "pruned", [CacheFileCount(file: catalog, deleted: 7)])
                == "pruned 7 entries from the catalog cache (/c/catalog.sqlite)\n")
    }

    @Test(
        "Byte counts",
        arguments: [(0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1536, "1.5 KB"), (5_242_880, "5.0 MB")])
    func byteCounts(bytes: Int, text: String) {
        #expect(CacheStatsRenderer.byteCount(bytes) == text)
    }

    @Test("--source picks one file; both by default, TMDb first")
    func files() {
        let runner = runner(CapturedConsole().console)
        #expect(runner.files(source: nil).map(\.url.lastPathComponent) == ["cache.sqlite", "catalog.sqlite"])
        #expect(runner.files(source: .catalog).map(\.url.lastPathComponent) == ["catalog.sqlite"])
        #expect(runner.files(source: .tmdb).map(\.url.lastPathComponent) == ["cache.sqlite"])
    }

    @Test("Each language's file found in the folder is listed after its source's en-US file; other files are not")
    func languageFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in [
            "cache.fr-FR.sqlite", "cache.de.sqlite", "catalog.ja-JP.sqlite", "cache.fr-FR.sqlite-wal",
            "cache.sqlite.corrupt-20261126-120000", "cache.en-US.sqlite", "cache.xx-yy.sqlite", "notes.sqlite",
        ] {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
        }

        let files = runner(CapturedConsole().console).files(source: nil)

        #expect(
            files.map(\.url.lastPathComponent) == [
                "cache.sqlite", "cache.de.sqlite", "cache.fr-FR.sqlite", "catalog.sqlite", "catalog.ja-JP.sqlite",
            ])
        #expect(
            files.map(\.label) == [
                "TMDb cache", "TMDb cache (de)", "TMDb cache (fr-FR)", "catalog cache", "catalog cache (ja-JP)",
            ])
    }

    @Test("Missing files are reported, never created")
    func missingFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let runner = runner(CapturedConsole().console)
        #expect(try runner.stats(source: nil).map(\.exists) == [false, false])
        #expect(try runner.clear(source: nil).map(\.deleted) == [nil, nil])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache.sqlite").path))
    }

    @Test("Stats, prune and clear over a real catalog cache")
    func realCache() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await fillCatalogCache()
        let captured = CapturedConsole()
        let runner = runner(captured.console)
        let before = try #require(try runner.stats(source: .catalog).first?.stats)
        #expect(before.totalEntries > 0)
        #expect(before.entriesByContext["movies", default: 0] > 0)
        #expect(before.entriesByContext["people", default: 0] > 0)
        // Pruning with the entries' own timestamps as now keeps everything fresh.
        let keep = CacheCommandRunner(
            directory: directory, console: captured.console, now: Date(), migrations: CompositionRoot.migrations)
        #expect(try keep.prune(source: .catalog).first?.deleted == 0)
        let cleared = try #require(try runner.clear(source: nil))
        #expect(cleared.map(\.file.source) == [.tmdb, .catalog])
        #expect(cleared[0].deleted == nil)
        #expect(cleared[1].deleted == before.totalEntries)
        #expect(try runner.stats(source: .catalog).first?.stats?.totalEntries == 0)
        #expect(captured.errors.isEmpty)
    }

    @Test("Prune drops what is older than its time to live")
    func pruneExpired() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await fillCatalogCache()
        let later = CacheCommandRunner(
            directory: directory, console: CapturedConsole().console, now: Date().addingTimeInterval(366 * 86_400),
            migrations: CompositionRoot.migrations)
        let total = try #require(try later.stats(source: .catalog).first?.stats?.totalEntries)
        #expect(try later.prune(source: .catalog).first?.deleted == total)
    }

    @Test("Stats says a damaged file cannot be read and leaves it as it was; clear starts afresh, copy and all")
    func corruptFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let damaged = Data(String(repeating: "not a database ", count: 400).utf8)
        try damaged.write(to: directory.appendingPathComponent("cache.sqlite"))
        let captured = CapturedConsole()

        let reports = try runner(captured.console).stats(source: .tmdb)

        #expect(reports.first?.exists == true && reports.first?.stats == nil)
        #expect(reports.first?.problem == "file is not a database")
        #expect(try Data(contentsOf: directory.appendingPathComponent("cache.sqlite")) == damaged)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["cache.sqlite"])
        #expect(captured.errors.isEmpty)

        let cleared = try runner(captured.console).clear(source: .tmdb)

        #expect(cleared.first?.deleted == 0)
        #expect(captured.errorLines.count == 1 && captured.errorLines[0].hasPrefix("popcorn: warning: "))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("corrupt") }
                .isEmpty)
    }

    @Test("Stats changes nothing on disk: no WAL index, no migration, the same bytes")
    func statsOnlyLooks() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await fillCatalogCache()
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let bytes = try Data(contentsOf: directory.appendingPathComponent("catalog.sqlite"))

        _ = try runner(CapturedConsole().console).stats(source: nil)

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
        #expect(try Data(contentsOf: directory.appendingPathComponent("catalog.sqlite")) == bytes)
    }

    @Test("popcorn cache parses its subcommands and options")
    func parsing() throws {
        #expect(try PopcornCommand.parseAsRoot(["cache", "stats", "--json"]) is CacheStatsCommand)
        #expect(try PopcornCommand.parseAsRoot(["cache", "clear", "--source", "catalog"]) is CacheClearCommand)
        #expect(try PopcornCommand.parseAsRoot(["cache", "prune"]) is CachePruneCommand)
        #expect(throws: (any Error).self) { try PopcornCommand.parseAsRoot(["cache", "clear", "--source", "disk"]) }
    }
}
