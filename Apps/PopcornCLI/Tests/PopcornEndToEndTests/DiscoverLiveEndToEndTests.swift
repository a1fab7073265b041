import Foundation
import Testing

/// `popcorn discover` against live-TMDb semantics, served by a loopback server: the exact query items
/// each option puts on the wire (read from the server's request log), people resolved by name first,
/// and the cache keyed by the whole filter.
@Suite("Discover against live TMDb over loopback, end to end")
struct DiscoverLiveEndToEndTests {
    static let apiKey = "k3y-DISCOVER-NEVER-LEAKS-8642"

    /// Answers every discovery with one page, and the people searches the tests name.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch (request.path, (request.query["query"] ?? "").lowercased()) {
        case ("/3/configuration", _): return .json(TMDbFixtures.configuration)
        case ("/3/genre/movie/list", _): return .json(TMDbGenreFixtures.movieList)
        case ("/3/genre/tv/list", _): return .json(TMDbGenreFixtures.tvList)
        case ("/3/discover/movie", _): return .json(TMDbDiscoverFixtures.moviePage)
        case ("/3/discover/tv", _): return .json(TMDbDiscoverFixtures.seriesPage)
        case ("/3/search/person", "ada socket"): return .json(TMDbSearchFixtures.page([TMDbSearchFixtures.adaSocket]))
        case ("/3/search/person", "bert port"): return .json(TMDbSearchFixtures.page([TMDbDiscoverFixtures.bertPort]))
        case ("/3/search/person", _): return .json(TMDbSearchFixtures.emptyPage)
        default: return .notFound
        }
    }

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.tmdb)
    }

    /// Runs `popcorn discover arguments...` against the loopback server with an API key, which no output may show.
    func discover(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            ["discover"] + arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The requests for `path` (e.g. `/3/discover/movie`) the server received.
    func requests(_ path: String) -> [RecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    /// The query of the one request for `path`, without the credentials and language every request carries.
    func onlyQuery(_ path: String) throws -> [String: String] {
        let sent = requests(path)
        let request = try #require(sent.count == 1 ? sent.first : nil, "\(server.requests.map(\.path))")
        #expect(request.query["api_key"] == Self.apiKey)
        #expect(request.query["language"] == "en-US")
        return request.query.filter { $0.key != "api_key" && $0.key != "language" }
    }

    @Test("A year and a sort are sent as primary_release_year and sort_by (a rating sort with a vote floor)")
    func yearAndSort() async throws {
        let run = try await discover(["movie", "--year", "1999", "--sort", "rating"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(
            try onlyQuery("/3/discover/movie") == [
                "primary_release_year": "1999", "vote_count.gte": "200", "sort_by": "vote_average.desc",
                "include_adult": "false", "page": "1",
            ])
        #expect(
            run.stdoutLines.first == "Movies (released in 1999), highest rated first — page 1 of 3 (45 results)",
            "\(run)")
        #expect(run.stdoutLines.contains("  The Loopback  1999  7.3  popcorn movie 4242"), "\(run)")
        #expect(run.stdoutLines.contains("  Port Forward  1999  6.5  popcorn movie 4343"), "\(run)")
        #expect(
            run.stdoutLines.contains("Next page: popcorn discover movie --year 1999 --sort rating --page 2"), "\(run)")
    }

    @Test("Genre names are looked up in TMDb's list, then sent as with_genres, comma-joined, with the year and sort")
    func genresYearAndSort() async throws {
        let run = try await discover([
            "movie", "--genre", "drama", "--genre", "Loopback Noir", "--year", "1999", "--sort", "rating",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(
            try onlyQuery("/3/discover/movie") == [
                "with_genres": "18,4242", "primary_release_year": "1999", "vote_count.gte": "200",
                "sort_by": "vote_average.desc", "include_adult": "false", "page": "1",
            ])
        #expect(requests("/3/genre/movie/list").count == 1, "\(server.requests.map(\.path))")
        #expect(
            run.stdoutLines.first?.hasPrefix("Movies (genres drama and Loopback Noir, released in 1999)") == true,
            "\(run)")
    }

    @Test("A series discovery reads the series genres: with_genres and without_genres")
    func seriesGenres() async throws {
        let run = try await discover(["tv", "--genre", "sci-fi & fantasy", "--without-genre", "DRAMA"])
        #expect(run.status == 0, "\(run)")
        #expect(
            try onlyQuery("/3/discover/tv") == [
                "with_genres": "10765", "without_genres": "18", "sort_by": "popularity.desc", "include_adult": "false",
                "page": "1",
            ])
        #expect(requests("/3/genre/tv/list").count == 1 && requests("/3/genre/movie/list").isEmpty)
    }

    @Test("The same genres named in another order and case are one cached discovery")
    func genresCacheHit() async throws {
        #expect(try await discover(["movie", "--genre", "drama", "--genre", "loopback noir"]).status == 0)
        let again = try await discover(["movie", "--genre", "LOOPBACK NOIR", "--genre", "Drama"])
        #expect(again.status == 0, "\(again)")
        #expect(requests("/3/discover/movie").count == 1, "\(server.requests.map(\.path))")
        #expect(try await discover(["movie", "--genre", "drama"]).status == 0)
        #expect(requests("/3/discover/movie").count == 2, "\(server.requests.map(\.path))")
    }

    @Test("Every movie filter goes on the wire as the TMDb item it stands for")
    func everyMovieFilter() async throws {
        let run = try await discover([
            "movie", "--from", "1990-01-01", "--to", "1999-12-31", "--min-rating", "7.5", "--min-votes", "100",
            "--runtime-max", "150", "--original-language", "FR", "--with-person", "287", "--sort", "release-date",
            "--asc", "--page", "2",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(
            try onlyQuery("/3/discover/movie") == [
                "primary_release_date.gte": "1990-01-01", "primary_release_date.lte": "1999-12-31",
                "vote_average.gte": "7.5", "vote_count.gte": "100", "with_runtime.lte": "150",
                "with_original_language": "fr", "with_people": "287", "sort_by": "primary_release_date.asc",
                "include_adult": "false", "page": "2",
            ])
        #expect(requests("/3/search/person").isEmpty, "an id needs no search: \(server.requests.map(\.path))")
    }

    @Test(
        "Each sort key and direction is TMDb's movie sort_by",
        arguments: [
            ([], "popularity.desc"), (["--sort", "popularity", "--asc"], "popularity.asc"),
            (["--sort", "rating"], "vote_average.desc"), (["--sort", "release-date"], "primary_release_date.desc"),
            (["--sort", "revenue"], "revenue.desc"), (["--sort", "title"], "title.asc"),
            (["--sort", "title", "--desc"], "title.desc"),
        ])
    func movieSorts(arguments: [String], sortBy: String) async throws {
        let run = try await discover(["movie"] + arguments)
        #expect(run.status == 0, "\(run)")
        #expect(try onlyQuery("/3/discover/movie")["sort_by"] == sortBy)
    }

    @Test("A series discovery asks /discover/tv, with first-air dates and names for the sort")
    func series() async throws {
        let run = try await discover(["tv", "--year", "2008", "--sort", "title", "--original-language", "en"])
        #expect(run.status == 0, "\(run)")
        #expect(
            try onlyQuery("/3/discover/tv") == [
                "first_air_date_year": "2008", "sort_by": "name.asc", "with_original_language": "en",
                "include_adult": "false", "page": "1",
            ])
        #expect(run.stdoutLines.contains("  The Loopback Hour  2008  7.5  popcorn tv 1396"), "\(run)")
        #expect(requests("/3/discover/movie").isEmpty)

        let range = try await discover(["tv", "--from", "2008-01-01", "--to", "2008-12-31", "--sort", "release-date"])
        #expect(range.status == 0, "\(range)")
        let query = try #require(requests("/3/discover/tv").last?.query)
        #expect(query["first_air_date.gte"] == "2008-01-01" && query["first_air_date.lte"] == "2008-12-31", "\(query)")
        #expect(query["sort_by"] == "first_air_date.desc", "\(query)")
        #expect(query["primary_release_date.gte"] == nil && query["primary_release_year"] == nil, "\(query)")
    }

    @Test("A person given by name is looked up first, then sent as with_people; two people as both, comma-joined")
    func peopleByName() async throws {
        let run = try await discover(["movie", "--with-person", "ada socket", "--with-person", "Bert Port"])
        #expect(run.status == 0, "\(run)")
        #expect(requests("/3/search/person").map { $0.query["query"] } == ["ada socket", "Bert Port"])
        #expect(try onlyQuery("/3/discover/movie")["with_people"] == "287,9002")
        #expect(run.stdoutLines.first?.hasPrefix("Movies (with ada socket and Bert Port), most popular first") == true)
    }

    @Test("A second identical discovery is answered from the cache; the same filter in another order too")
    func cacheHit() async throws {
        #expect(
            try await discover(["movie", "--with-person", "287", "--with-person", "9002", "--year", "1999"]).status == 0
        )
        let again = try await discover(["movie", "--with-person", "287", "--with-person", "9002", "--year", "1999"])
        #expect(again.status == 0, "\(again)")
        let reordered = try await discover([
            "movie", "--year", "1999", "--with-person", "9002", "--with-person", "287", "--sort", "popularity",
            "--desc",
            "--json",
        ])
        #expect(reordered.status == 0, "\(reordered)")
        #expect(JSONDocument.resultIDs(try JSONDocument.object(reordered.stdout)) == [4242, 4343])
        #expect(requests("/3/discover/movie").count == 1, "\(server.requests.map(\.path))")
    }

    @Test("A different filter, kind or page is a miss, and --refresh fetches again")
    func cacheMiss() async throws {
        let runs = [
            ["movie", "--year", "1999"], ["movie", "--year", "2000"], ["movie", "--year", "1999", "--page", "2"],
            ["movie", "--year", "1999", "--sort", "rating"], ["movie", "--year", "1999", "--min-votes", "0"],
            ["tv", "--year", "1999"],
        ]
        for arguments in runs {
            #expect(try await discover(arguments).status == 0)
        }
        #expect(requests("/3/discover/movie").count == 5, "\(server.requests.map(\.path))")
        #expect(requests("/3/discover/tv").count == 1, "\(server.requests.map(\.path))")
        #expect(try await discover(["movie", "--year", "1999", "--refresh"]).status == 0)
        #expect(requests("/3/discover/movie").count == 6, "\(server.requests.map(\.path))")
    }

    @Test("--debug shows the cache deciding by the whole filter")
    func debugKey() async throws {
        _ = try await discover(["movie", "--year", "1999"])
        let run = try await discover(["movie", "--year", "1999", "--debug"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("discover:movie:year=1999&sort=popularity.desc:page:1"), "\(run)")
    }

    @Test("--offline with nothing cached exits 69 without a request")
    func offlineMiss() async throws {
        let run = try await discover(["movie", "--year", "1999", "--offline"])
        #expect(run.status == 69, "\(run)")
        #expect(requests("/3/discover/movie").isEmpty)
    }
}
