import Foundation
import Testing

/// `popcorn genres` with no credentials: the offline demo catalog's genre lists (TMDb's en-US
/// ones), through the real binary. Runs that check standard error exactly pass `--source catalog`,
/// which silences the catalog notice.
@Suite("Genres on the offline catalog, end to end")
struct GenresCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// The run's genre rows: `  Science Fiction     878  popcorn discover movie --genre 'science fiction'`.
    static func rows(_ run: PopcornRun, kind: String) -> [String] {
        run.stdoutLines.filter {
            $0.range(of: #"^  \S.*  \d+  popcorn discover \#(kind) --genre \S.*$"#, options: .regularExpression) != nil
        }
    }

    @Test("popcorn genres lists TMDb's 19 movie genres, then its 16 series genres, each with its command")
    func bothLists() async throws {
        let run = try await runner.run(["genres"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Movie genres (19)", "\(run)")
        #expect(run.stdoutLines.contains("Series genres (16)"), "\(run)")
        let movie = Self.rows(run, kind: "movie")
        let tv = Self.rows(run, kind: "tv")
        #expect(movie.count == 19 && tv.count == 16, "\(run)")
        #expect(movie.first?.hasPrefix("  Action ") == true && movie.first?.contains("  28  ") == true, "\(run)")
        #expect(
            movie.contains {
                $0.hasPrefix("  Science Fiction ") && $0.contains(" 878  ")
                    && $0.hasSuffix("popcorn discover movie --genre 'science fiction'")
            }, "\(run)")
        #expect(
            tv.contains {
                $0.hasPrefix("  Sci-Fi & Fantasy ") && $0.contains(" 10765  ")
                    && $0.hasSuffix("popcorn discover tv --genre 'sci-fi & fantasy'")
            }, "\(run)")
        #expect(
            run.stdoutLines.firstIndex(of: "Series genres (16)")! > run.stdoutLines.firstIndex(of: "Movie genres (19)")!
        )
        #expect(run.stdoutLines.allSatisfy { $0.count <= 80 }, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("offline demo catalog"), "\(run)")
    }

    @Test("popcorn genres movie lists the movie genres only")
    func movieOnly() async throws {
        let run = try await runner.run(["genres", "movie", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.first == "Movie genres (19)", "\(run)")
        #expect(Self.rows(run, kind: "movie").count == 19, "\(run)")
        #expect(!run.stdout.contains("Series genres") && Self.rows(run, kind: "tv").isEmpty, "\(run)")
        #expect(
            Self.rows(run, kind: "movie").contains { $0.hasSuffix("popcorn discover movie --genre drama") }, "\(run)")
    }

    @Test("popcorn genres tv --json is the list document of the series genres, each with kind, id and name")
    func tvJSON() async throws {
        let run = try await runner.run(["genres", "tv", "--json", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(Set(object.keys) == ["page", "totalPages", "totalResults", "results"], "\(run)")
        #expect(object["totalResults"] as? Int == 16, "\(run)")
        let tv = try #require(object["results"] as? [[String: Any]], "\(run)")
        #expect(tv.count == 16, "\(run)")
        #expect(tv.first?["id"] as? Int == 10759 && tv.first?["name"] as? String == "Action & Adventure", "\(run)")
        #expect(tv.last?["id"] as? Int == 37 && tv.last?["name"] as? String == "Western", "\(run)")
        #expect(tv.allSatisfy { Set($0.keys) == ["kind", "id", "name"] && $0["kind"] as? String == "tv" }, "\(run)")
    }

    @Test("popcorn genres --json lists both kinds, movies first")
    func bothJSON() async throws {
        let run = try await runner.run(["genres", "--json"])
        #expect(run.status == 0, "\(run)")
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        #expect(results.filter { $0["kind"] as? String == "movie" }.count == 19, "\(run)")
        #expect(results.filter { $0["kind"] as? String == "tv" }.count == 16, "\(run)")
        #expect(results.first?["kind"] as? String == "movie", "\(run)")
    }

    @Test(
        "A kind that is not movie or tv, or two kinds, exit 64 with one error line",
        arguments: [["genres", "film"], ["genres", "movie", "tv"], ["genres", "TV"], ["genres", "--page", "2"]])
    func badKind(arguments: [String]) async throws {
        let run = try await runner.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: "), "\(run)")
    }

    @Test("--offline with nothing cached still answers from the catalog; once fetched, from the cache")
    func offline() async throws {
        let empty = try await runner.run(["genres", "tv", "--offline", "--source", "catalog"])
        #expect(empty.status == 0, "\(empty)")
        #expect(empty.stdout.hasPrefix("Series genres"), "\(empty)")
        #expect(empty.stderr.isEmpty, "\(empty)")

        let fetched = try await runner.run(["genres", "--source", "catalog"])
        #expect(fetched.status == 0, "\(fetched)")
        let cached = try await runner.run(["genres", "--offline", "--source", "catalog", "--debug"])
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout == fetched.stdout, "\(cached)")
        #expect(cached.stderrLines.contains { $0.contains("cache hit genres genres:movie") }, "\(cached)")
        #expect(cached.stderrLines.contains { $0.contains("cache hit genres genres:tv") }, "\(cached)")
    }

    @Test("cache stats counts the two lists under the genres kind and context")
    func cacheStats() async throws {
        #expect(try await runner.run(["genres", "--source", "catalog"]).status == 0)

        let run = try await runner.run(["cache", "stats", "--json", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        let caches = try #require(try JSONDocument.object(run.stdout)["caches"] as? [[String: Any]], "\(run)")
        let stats = try #require(caches.first?["stats"] as? [String: Any], "\(run)")
        #expect((stats["entriesByKind"] as? [String: Int])?["genres"] == 2, "\(run)")
        #expect((stats["entriesByContext"] as? [String: Int])?["genres"] == 2, "\(run)")

        let text = try await runner.run(["cache", "stats", "--source", "catalog"])
        #expect(text.stdoutLines.contains { $0.contains("by kind") && $0.contains("genres 2") }, "\(text)")
    }
}
