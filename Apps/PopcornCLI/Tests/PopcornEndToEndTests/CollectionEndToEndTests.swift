import Foundation
import Testing

/// `popcorn collection <ref>` over a loopback TMDb that answers `/collection/{id}` and
/// `/search/collection` in TMDb's documented shapes (and anything else from the catalog's files): by
/// id, URL and name, `--json`, the cache (one request, then none, then `--offline`), an unknown id and
/// ambiguous or unmatched names, what TMDb's text may not do to the terminal, and the movie screen's
/// `Part of` line naming the command.
@Suite("Collections over loopback TMDb, end to end")
struct CollectionEndToEndTests {
    static let apiKey = "k3y-COLLECTIONS-NEVER-LEAK-230"

    /// One movie of a collection's `parts`, as TMDb lists a movie (with its `media_type`).
    static func part(_ id: Int, _ title: String, released: String, average: Double, votes: Int) -> String {
        #"{"adult":false,"backdrop_path":null,"genre_ids":[18,80],"id":\#(id),"media_type":"movie","#
            + #""original_language":"en","original_title":"\#(title)","overview":"","popularity":50.5,"#
            + #""poster_path":null,"release_date":"\#(released)","title":"\#(title)","video":false,"#
            + #""vote_average":\#(average),"vote_count":\#(votes)}"#
    }

    /// The Godfather Collection, its movies in TMDb's order (Part II first), not their release order.
    static let godfather: String =
        #"{"id":230,"name":"The Godfather Collection","overview":"The Corleone family across three films.","#
        + #""poster_path":"/9Baumh5J9N1nJUYzNkm0xsgjpwY.jpg","backdrop_path":"/3WZTxpgscsmoUk81TuECXdFOD0R.jpg","#
        + #""parts":["#
        + [
            part(240, "The Godfather Part II", released: "1974-12-20", average: 8.573, votes: 12_100),
            part(238, "The Godfather", released: "1972-03-14", average: 8.689, votes: 20_400),
            part(242, "The Godfather Part III", released: "1990-12-25", average: 7.4, votes: 6_200),
        ].joined(separator: ",") + "]}"

    /// A collection whose name and movie carry a terminal's escapes and a line break.
    static let hostile: String =
        #"{"id":666,"name":"Hostile\u001b]0;pwned\u0007 Collection","overview":"Clears\u001b[2J the screen.","#
        + #""parts":[\#(part(667, #"Two\nLines\u001b[31m"#, released: "2001-01-01", average: 5, votes: 1))]}"#

    /// One row of `/search/collection`.
    static func row(_ id: Int, _ name: String) -> String {
        #"{"adult":false,"backdrop_path":null,"id":\#(id),"name":"\#(name)","original_language":"en","#
            + #""original_name":"\#(name)","overview":"","poster_path":null}"#
    }

    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case "/3/collection/230":
            return .json(CollectionEndToEndTests.godfather)
        case "/3/collection/666":
            return .json(CollectionEndToEndTests.hostile)
        case "/3/search/collection":
            let query = (request.query["query"] ?? "").lowercased()
            let rows =
                query.contains("godfather")
                ? [
                    CollectionEndToEndTests.row(230, "The Godfather Collection"),
                    CollectionEndToEndTests.row(900_001, "Godfather Parodies Collection"),
                ] : []
            return .json(
                #"{"page":1,"results":[\#(rows.joined(separator: ","))],"total_pages":1,"#
                    + #""total_results":\#(rows.count)}"#)
        default:
            return CatalogFilesTMDbRouter.answer(request)
        }
    }

    /// What `popcorn collection 230` shows of the loopback collection, whole.
    static let screen = """
        The Godfather Collection

        The Corleone family across three films.

        3 movies, in release order
          1972  The Godfather           8.7  popcorn movie 238
          1974  The Godfather Part II   8.6  popcorn movie 240
          1990  The Godfather Part III  7.4  popcorn movie 242

        """

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.tmdb)
    }

    /// Runs popcorn against the loopback server with an API key, which no output may show.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The requests since `mark`, keeping the query items that say what was asked for.
    @discardableResult
    func expectCalls(_ expected: [TMDbCall], since mark: Int, sourceLocation: SourceLocation = #_sourceLocation)
        -> Int
    {
        server.expectCalls(
            expected, since: mark, keeping: ["language", "query", "page"], sourceLocation: sourceLocation)
    }

    @Test("By id: one request for the collection (and the image sizes), then the cache, then --offline")
    func byID() async throws {
        let cold = try await run(["collection", "230"])
        let mark = expectCalls(
            [TMDbCall("/configuration"), TMDbCall("/collection/230", ["language": "en-US"])], since: 0)
        let warm = try await run(["collection", "230"])
        let offline = try await run(["collection", "230", "--offline"])

        #expect(cold.status == 0, "\(cold)")
        #expect(cold.stdout == Self.screen, "\(cold)")
        #expect(cold.stderr.isEmpty, "\(cold)")
        #expect(warm.status == 0 && warm.stdout == Self.screen, "\(warm)")
        #expect(offline.status == 0 && offline.stdout == Self.screen, "\(offline)")
        expectCalls([], since: mark)
    }

    @Test("--offline with nothing cached asks TMDb nothing, exits 69 and says how to fetch it")
    func coldOffline() async throws {
        let run = try await run(["collection", "230", "--offline"])

        #expect(run.status == 69, "\(run)")
        #expect(
            run.stderrLines == [
                "popcorn: error: collection 230 is not in the cache; run the command once without --offline to fetch it"
            ], "\(run)")
        #expect(server.requests.isEmpty, "\(server.requests.map(\.path))")
    }

    @Test("A themoviedb.org collection URL opens the same collection")
    func byURL() async throws {
        let run = try await run(["collection", "https://www.themoviedb.org/collection/230-the-godfather-collection"])

        #expect(run.status == 0 && run.stdout == Self.screen, "\(run)")
        expectCalls([TMDbCall("/configuration"), TMDbCall("/collection/230", ["language": "en-US"])], since: 0)
    }

    @Test("A name is searched once, its one collection opened, and the search cached")
    func byName() async throws {
        let first = try await run(["collection", "the", "godfather"])
        let mark = expectCalls(
            [
                TMDbCall("/search/collection", ["query": "the godfather", "page": "1", "language": "en-US"]),
                TMDbCall("/collection/230", ["language": "en-US"]), TMDbCall("/configuration"),
            ], since: 0)
        let again = try await run(["collection", "The Godfather Collection"])
        let cached = try await run(["collection", "THE GODFATHER"])

        #expect(first.status == 0 && first.stdout == Self.screen, "\(first)")
        #expect(again.status == 0 && again.stdout == Self.screen, "\(again)")
        #expect(cached.status == 0 && cached.stdout == Self.screen, "\(cached)")
        expectCalls(
            [TMDbCall("/search/collection", ["query": "The Godfather Collection", "page": "1", "language": "en-US"])],
            since: mark)
    }

    @Test("--json is one document: the collection, its movies in release order with year and rating")
    func json() async throws {
        let run = try await run(["collection", "230", "--json"])

        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        let parts = try #require(object["parts"] as? [[String: Any]], "\(run)")
        #expect(object["id"] as? Int == 230)
        #expect(object["name"] as? String == "The Godfather Collection")
        #expect(object["overview"] as? String == "The Corleone family across three films.")
        #expect(
            (object["posterURLSet"] as? [String: String])?["detail"]
                == "https://image.tmdb.org/t/p/w780/9Baumh5J9N1nJUYzNkm0xsgjpwY.jpg", "\(run)")
        #expect(parts.map { $0["id"] as? Int } == [238, 240, 242])
        #expect(parts.map { $0["releaseDate"] as? String } == ["1972-03-14", "1974-12-20", "1990-12-25"])
        #expect(parts.map { $0["releaseYear"] as? Int } == [1972, 1974, 1990])
        #expect(parts.map { $0["rating"] as? Double } == [8.7, 8.6, 7.4])
        #expect(parts.first?["voteCount"] as? Int == 20_400)
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("An id TMDb does not know exits 66 in one line")
    func unknownID() async throws {
        let run = try await run(["collection", "999"])

        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                "popcorn: error: collection 999 was not found on TMDb; check the id, or find the collection by its "
                    + "name with 'popcorn collection <name>'"
            ], "\(run)")
        // The image sizes are asked for beside the collection, and may be cancelled once it fails.
        let asked = server.calls(keeping: ["language"]).filter { $0.path != "/configuration" }
        #expect(asked == [TMDbCall("/collection/999", ["language": "en-US"])], "\(asked)")
    }

    @Test("A name of several collections exits 64 listing them with their commands; a name of none exits 66")
    func ambiguousAndUnmatchedNames() async throws {
        let several = try await run(["collection", "godfathers"])
        let none = try await run(["collection", "no", "such", "saga"])

        #expect(several.status == 64, "\(several)")
        #expect(
            several.stderrLines == [
                #"popcorn: error: "godfathers" matches 2 collections; open one by its id:"#,
                "  The Godfather Collection       popcorn collection 230",
                "  Godfather Parodies Collection  popcorn collection 900001",
            ], "\(several)")
        #expect(none.status == 66, "\(none)")
        #expect(
            none.stderrLines == [
                #"popcorn: error: no collection matches "no such saga"; check the spelling, or open one of its "#
                    + "movies: a movie's screen names its collection"
            ], "\(none)")
        expectCalls(
            [
                TMDbCall("/search/collection", ["query": "godfathers", "page": "1", "language": "en-US"]),
                TMDbCall("/search/collection", ["query": "no such saga", "page": "1", "language": "en-US"]),
            ], since: 0)
    }

    @Test("A collection URL given to movie names the command that opens it, asking TMDb nothing")
    func collectionURLToMovie() async throws {
        let run = try await run(["movie", "https://www.themoviedb.org/collection/230-the-godfather-collection"])

        #expect(run.status == 64, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "popcorn: error: that URL is a collection, not a movie; use 'popcorn collection 230'"), "\(run)")
        #expect(server.requests.isEmpty, "\(server.requests.map(\.path))")
    }

    @Test("Escapes and line breaks in TMDb's text are shown, never obeyed, and a title stays on its row")
    func hostileText() async throws {
        let run = try await run(["collection", "666"])

        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"), "\(run)")
        #expect(run.stdoutLines.first == "Hostile\u{FFFD}]0;pwned\u{FFFD} Collection", "\(run)")
        #expect(run.stdoutLines.last == "  2001  Two Lines\u{FFFD}[31m  5.0  popcorn movie 667", "\(run)")
    }

    @Test("A movie's screen says which collection it is part of, with the command that opens it")
    func movieScreenNamesItsCollection() async throws {
        let run = try await run(["movie", "238"])

        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdoutLines.contains {
                $0.hasPrefix("  Part of ") && $0.hasSuffix(" The Godfather Collection  popcorn collection 230")
            }, "\(run)")
    }
}
