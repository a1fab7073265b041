import Foundation
import Testing

/// IMDb ids and imdb.com URLs as `<ref>`s over a loopback TMDb: `/find` asked once (then cached),
/// the title or person opened, an id of another kind refused naming the command that opens it, an
/// unknown id 66; and on the demo catalog.
@Suite("IMDb ids as references, end to end")
struct IMDbReferenceEndToEndTests {
    /// One `/find` row in TMDb's documented shape for each kind; anything else from the catalog's files.
    static let route: LoopbackTMDbServer.Router = { request in
        guard request.path.hasPrefix("/3/find/") else {
            return CatalogFilesTMDbRouter.answer(request)
        }
        guard request.query["external_source"] == "imdb_id" else {
            return .notFound
        }
        let movie =
            #"{"adult":false,"id":550,"title":"Fight Club","original_title":"Fight Club","media_type":"movie","#
            + #""release_date":"1999-10-15","overview":"","genre_ids":[18],"popularity":60.1,"vote_average":8.4,"#
            + #""vote_count":27000,"poster_path":null,"backdrop_path":null,"original_language":"en","video":false}"#
        let series =
            #"{"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","media_type":"tv","#
            + #""first_air_date":"2008-01-20","overview":"","genre_ids":[18],"popularity":300.5,"#
            + #""vote_average":8.9,"vote_count":13000,"poster_path":null,"backdrop_path":null,"#
            + #""original_language":"en","origin_country":["US"]}"#
        let person =
            #"{"id":287,"name":"Brad Pitt","original_name":"Brad Pitt","media_type":"person","gender":2,"#
            + #""known_for_department":"Acting","popularity":20.2,"profile_path":null,"adult":false,"known_for":[]}"#
        let (movies, tv, people): (String, String, String) =
            switch request.path {
            case "/3/find/tt0137523": (movie, "", "")
            case "/3/find/tt0903747": ("", series, "")
            case "/3/find/nm0000093": ("", "", person)
            default: ("", "", "")
            }
        return .json(
            #"{"movie_results":[\#(movies)],"tv_results":[\#(tv)],"person_results":[\#(people)],"#
                + #""tv_episode_results":[],"tv_season_results":[]}"#)
    }

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.route)
    }

    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments, environment: ["TMDB_API_KEY": "e2e-key", "TMDB_API_BASE_URL": server.baseURL])
    }

    /// The requests for `path` the server received.
    func requests(_ path: String) -> [RecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    @Test("An IMDb id opens the movie after one /find, which an imdb.com URL of it then finds in the cache")
    func movie() async throws {
        let byID = try await run(["movie", "tt0137523"])
        let byURL = try await run(["movie", "https://www.imdb.com/title/tt0137523/?ref_=nv_sr_srsg_0"])

        #expect(byID.status == 0 && byID.stdout.contains("Fight Club"), "\(byID)")
        #expect(byURL.status == 0 && byURL.stdout == byID.stdout, "\(byURL)")
        let finds = requests("/3/find/tt0137523")
        #expect(finds.count == 1, "\(server.requests.map(\.path))")
        #expect(finds.first?.query["external_source"] == "imdb_id")
        #expect(requests("/3/movie/550").count == 1, "\(server.requests.map(\.path))")
    }

    @Test("A series' and a person's IMDb ids open them")
    func seriesAndPerson() async throws {
        let series = try await run(["tv", "TT0903747", "--json"])
        let person = try await run(["person", "https://m.imdb.com/name/nm0000093/"])

        #expect(series.status == 0 && series.stdout.contains(#""name" : "Breaking Bad""#), "\(series)")
        #expect(person.status == 0 && person.stdout.contains("Brad Pitt"), "\(person)")
    }

    @Test("An id of another kind is a usage error naming the command that opens it; an unknown id exits 66")
    func wrongKindAndUnknown() async throws {
        let wrong = try await run(["tv", "tt0137523"])
        let unknown = try await run(["movie", "tt9999999"])
        let person = try await run(["movie", "nm0000093"])

        #expect(wrong.status == 64, "\(wrong)")
        #expect(
            wrong.stderrLines == [
                "popcorn: error: tt0137523 is a movie on TMDb, not a TV series; use 'popcorn movie tt0137523'"
            ], "\(wrong)")
        #expect(unknown.status == 66, "\(unknown)")
        #expect(unknown.stderrLines == ["popcorn: error: TMDb knows no movie by the IMDb id tt9999999"], "\(unknown)")
        #expect(person.status == 64 && person.stderr.contains("use 'popcorn person nm0000093'"), "\(person)")
        #expect(requests("/3/tv/1396").isEmpty && requests("/3/movie/550").isEmpty)
    }

    @Test("An imdb.com URL that names no title or person is a usage error, asking TMDb nothing")
    func badURL() async throws {
        let list = try await run(["movie", "https://www.imdb.com/list/ls000000001/"])

        #expect(list.status == 64, "\(list)")
        #expect(list.stderr.contains("an IMDb URL looks like https://www.imdb.com/title/tt0137523/"), "\(list)")
        #expect(server.requests.isEmpty, "\(server.requests.map(\.path))")
    }

    @Test(
        "Wherever a <ref> is taken: --year with one is refused, other commands name themselves, discover takes a person's"
    )
    func everywhere() async throws {
        let year = try await runner.run(["movie", "tt0137523", "--year", "2005", "--source", "catalog"])
        let watchlist = try await runner.run(["watchlist", "add", "tv", "tt0137523", "--source", "catalog"])
        let rate = try await runner.run(["rate", "movie", "nm0000093", "8", "--source", "catalog"])
        let discover = try await runner.run(
            ["discover", "movie", "--with-person", "nm0000093", "--json", "--source", "catalog"])

        #expect(year.status == 64 && year.stderr.contains("--year picks among titles of one name"), "\(year)")
        #expect(watchlist.status == 64, "\(watchlist)")
        #expect(watchlist.stderr.contains("use 'popcorn watchlist add movie tt0137523'"), "\(watchlist)")
        #expect(rate.status == 64, "\(rate)")
        #expect(
            rate.stderrLines == [
                "popcorn: error: nm0000093 is a person on TMDb; 'popcorn rate' takes movies and TV series"
            ],
            "\(rate)")
        #expect(discover.status == 0 && discover.stdout.contains(#""title" : "Fight Club""#), "\(discover)")
    }

    @Test("On the demo catalog, a catalogued movie's and person's IMDb ids open them; a series' says why not")
    func catalog() async throws {
        let movie = try await runner.run(["movie", "tt0137523", "--source", "catalog"])
        let person = try await runner.run(["person", "nm0000093", "--source", "catalog"])
        let unknown = try await runner.run(["movie", "tt9999999", "--source", "catalog"])
        let series = try await runner.run(["tv", "tt0903747", "--source", "catalog"])

        #expect(movie.status == 0 && movie.stdout.contains("Fight Club"), "\(movie)")
        #expect(person.status == 0 && person.stdout.contains("Brad Pitt"), "\(person)")
        #expect(unknown.status == 66, "\(unknown)")
        #expect(
            series.stderrLines == [
                "popcorn: error: the offline catalog has no series by the IMDb id tt0903747 (only its movies and "
                    + "people carry IMDb ids)"
            ], "\(series)")
    }
}
