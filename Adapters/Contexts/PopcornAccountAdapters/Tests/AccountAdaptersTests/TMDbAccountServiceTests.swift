import AccountAdapters
import AccountDomain
import AccountTestHelpers
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

/// The account's TMDb side over a stub transport, which answers by path alone (method and query
/// ignored) and records every request: each list's pages all get the same body.
@Suite("TMDbAccountService")
struct TMDbAccountServiceTests {
    let transport = StubTMDbTransport()
    let service: TMDbAccountService

    init() {
        service = TMDbAccountService(client: TMDbClient(transport: transport))
    }

    // MARK: - Fixtures

    /// The query of every request of Ana's account (``AccountSession/mock``, account 548).
    static var session: [URLQueryItem] { [URLQueryItem(name: "session_id", value: SessionID.mock.value)] }

    static let movieWatchlist = "/account/548/watchlist/movies"
    static let tvWatchlist = "/account/548/watchlist/tv"
    static let ratedMovies = "/account/548/rated/movies"
    static let ratedTV = "/account/548/rated/tv"
    static let ratedEpisodes = "/account/548/rated/tv/episodes"
    /// The five lists a pull reads.
    static let lists = [movieWatchlist, tvWatchlist, ratedMovies, ratedTV, ratedEpisodes]

    /// 15 October 1999, midnight UTC.
    static let fightClubReleased = Date(timeIntervalSince1970: 939_945_600)
    /// 20 January 2008, midnight UTC.
    static let breakingBadAired = Date(timeIntervalSince1970: 1_200_787_200)
    /// 2024-03-20T14:57:18Z.
    static let fightClubRated = Date(timeIntervalSince1970: 1_710_946_638)
    /// 2024-01-02T03:04:05Z.
    static let breakingBadRated = Date(timeIntervalSince1970: 1_704_164_645)
    /// 2024-03-21T10:00:00Z.
    static let episodeRated = Date(timeIntervalSince1970: 1_711_015_200)

    static let fightClub = #"""
        {"id":550,"title":"Fight Club","release_date":"1999-10-15",
         "poster_path":"/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg","vote_average":8.4}
        """#
    static let breakingBad = #"""
        {"id":1396,"name":"Breaking Bad","first_air_date":"2008-01-20",
         "poster_path":"/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg","vote_average":8.9}
        """#
    /// A series TMDb knows no first air date or poster of.
    static let gameOfThrones = #"{"id":1399,"name":"Game of Thrones","first_air_date":"","poster_path":null}"#
    static let ratedFightClub = #"""
        {"id":550,"title":"Fight Club","rating":8.5,
         "account_rating":{"value":8.5,"created_at":"2024-03-20T14:57:18.000Z"}}
        """#
    /// A rating TMDb does not say the time of.
    static let ratedForrestGump = #"{"id":13,"title":"Forrest Gump","rating":7}"#
    static let ratedBreakingBad = #"""
        {"id":1396,"name":"Breaking Bad","rating":10,
         "account_rating":{"value":10,"created_at":"2024-01-02T03:04:05.000Z"}}
        """#
    static let ratedEpisode = #"""
        {"air_date":"2008-01-27","episode_number":2,"id":62086,"name":"Cat's in the Bag...",
         "season_number":1,"show_id":1396,"rating":9.5,
         "account_rating":{"value":9.5,"created_at":"2024-03-21T10:00:00.000Z"}}
        """#
    /// An episode whose series TMDb does not say.
    static let ratedEpisodeWithoutSeries = #"""
        {"episode_number":3,"id":62087,"name":"...And the Bag's in the River","season_number":1,"rating":8}
        """#

    static let emptyPage = #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#

    /// Page 1 of a list holding `items`, which says the list has `totalPages` pages.
    static func page(_ items: String..., totalPages: Int = 1) -> String {
        #"{"page":1,"results":["# + items.joined(separator: ",")
            + #"],"total_pages":\#(totalPages),"total_results":\#(items.count * totalPages)}"#
    }

    /// TMDb's answer to an account's change.
    static let success = #"{"success":true,"status_code":1,"status_message":"Success."}"#

    /// TMDb's 401 body for a session it does not know.
    static let refused = #"""
        {"success":false,"status_code":3,
         "status_message":"Authentication failed: You do not have permissions to access the service."}
        """#
    static let refusedMessage = "Authentication failed: You do not have permissions to access the service."

    /// Answers the five lists (an empty page each unless given).
    func stubLists(
        movies: String = Self.emptyPage, series: String = Self.emptyPage, ratedMovies: String = Self.emptyPage,
        ratedSeries: String = Self.emptyPage, ratedEpisodes: String = Self.emptyPage
    ) {
        transport.stub(path: Self.movieWatchlist, json: movies)
        transport.stub(path: Self.tvWatchlist, json: series)
        transport.stub(path: Self.ratedMovies, json: ratedMovies)
        transport.stub(path: Self.ratedTV, json: ratedSeries)
        transport.stub(path: Self.ratedEpisodes, json: ratedEpisodes)
    }

    /// A GET of page `page` of the list at `path`.
    static func pageRequest(_ path: String, page: Int) -> TMDbRequest {
        TMDbRequest(path: path, queryItems: session + [URLQueryItem(name: "page", value: String(page))])
    }

    /// Each change, and the one request that makes it on Ana's account.
    static let changes: [(SyncChange, TMDbRequest)] = [
        (
            .watchlist(WatchlistKey(.movie, 550), onWatchlist: true),
            TMDbRequest(
                method: .post, path: "/account/548/watchlist", queryItems: session,
                body: Data(#"{"media_id":550,"media_type":"movie","watchlist":true}"#.utf8))
        ),
        (
            .watchlist(WatchlistKey(.tv, 1396), onWatchlist: false),
            TMDbRequest(
                method: .post, path: "/account/548/watchlist", queryItems: session,
                body: Data(#"{"media_id":1396,"media_type":"tv","watchlist":false}"#.utf8))
        ),
        (
            .rating(.movie(id: 550), halves: 17),
            TMDbRequest(
                method: .post, path: "/movie/550/rating", queryItems: session, body: Data(#"{"value":8.5}"#.utf8))
        ),
        (
            .rating(.series(id: 1396), halves: 1),
            TMDbRequest(
                method: .post, path: "/tv/1396/rating", queryItems: session, body: Data(#"{"value":0.5}"#.utf8))
        ),
        (
            .rating(.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2), halves: 19),
            TMDbRequest(
                method: .post, path: "/tv/1396/season/1/episode/2/rating", queryItems: session,
                body: Data(#"{"value":9.5}"#.utf8))
        ),
        (
            .rating(.movie(id: 550), halves: nil),
            TMDbRequest(method: .delete, path: "/movie/550/rating", queryItems: session)
        ),
        (
            .rating(.series(id: 1396), halves: nil),
            TMDbRequest(method: .delete, path: "/tv/1396/rating", queryItems: session)
        ),
        (
            .rating(.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2), halves: nil),
            TMDbRequest(method: .delete, path: "/tv/1396/season/1/episode/2/rating", queryItems: session)
        ),
    ]

    // MARK: - Signing in and out

    @Test("a request token is TMDb's token, good until the instant its expires_at names")
    func requestToken() async throws {
        transport.stub(
            path: "/authentication/token/new",
            json: #"""
                {"success":true,"expires_at":"2026-11-27 03:04:39 UTC",
                 "request_token":"ff5c7eeb5a8870efe3cd7fc5c282cffd26800ecd"}
                """#)

        let token = try await service.requestToken()

        #expect(
            token
                == RequestToken(
                    value: "ff5c7eeb5a8870efe3cd7fc5c282cffd26800ecd",
                    expiresAt: Date(timeIntervalSince1970: 1_795_748_679)))
        #expect(transport.requests == [TMDbRequest(path: "/authentication/token/new")])
    }

    @Test("a request token TMDb gives no expiry has none")
    func requestTokenWithoutExpiry() async throws {
        transport.stub(path: "/authentication/token/new", json: #"{"success":true,"request_token":"abc"}"#)

        #expect(try await service.requestToken() == RequestToken(value: "abc", expiresAt: nil))
    }

    @Test("an approved token becomes TMDb's session, asked with the token in a POST's body")
    func sessionOfAnApprovedToken() async throws {
        transport.stub(
            path: "/authentication/session/new",
            json: #"{"success":true,"session_id":"79191836ddaa0da3df76a5ffef6f07ad6ab0c641"}"#)

        let session = try await service.session(for: .mock)

        #expect(session == SessionID("79191836ddaa0da3df76a5ffef6f07ad6ab0c641"))
        #expect(
            transport.requests == [
                TMDbRequest(
                    method: .post, path: "/authentication/session/new",
                    body: Data(#"{"request_token":"mock-request-token-51e0"}"#.utf8))
            ])
    }

    @Test("a token not approved yet (TMDb's 401 with status 17) is no session yet")
    func sessionNotApprovedYet() async throws {
        transport.stub(
            path: "/authentication/session/new", statusCode: 401,
            body: Data(#"{"success":false,"status_code":17,"status_message":"Session denied."}"#.utf8))

        #expect(try await service.session(for: .mock) == nil)
    }

    @Test("an expired or used token (TMDb's 401 with status 33) is unauthorised, with TMDb's message")
    func sessionOfAnExpiredToken() async {
        transport.stub(
            path: "/authentication/session/new", statusCode: 401,
            body: Data(
                #"""
                {"success":false,"status_code":33,
                 "status_message":"Invalid request token: The request token is either expired or invalid."}
                """#.utf8))
        let message = "Invalid request token: The request token is either expired or invalid."

        await #expect(throws: DataAccessError.unauthorised(message)) {
            try await service.session(for: .mock)
        }
    }

    @Test("a session's identity is the account's id and username, asked with the session in the query")
    func identity() async throws {
        transport.stub(
            path: "/account",
            json: #"""
                {"avatar":{"gravatar":{"hash":"c9e9fc152ee756a900db85757c29815d"},"tmdb":{"avatar_path":null}},
                 "id":548,"iso_639_1":"en","iso_3166_1":"CA","name":"","include_adult":false,"username":"ana"}
                """#)

        let identity = try await service.identity(of: .mock)

        #expect(identity == AccountIdentity(id: 548, username: "ana"))
        #expect(transport.requests == [TMDbRequest(path: "/account", queryItems: Self.session)])
    }

    @Test("deleting a session sends a DELETE naming it in the body, not in the query")
    func deleteSession() async throws {
        transport.stub(path: "/authentication/session", json: #"{"success":true}"#)

        try await service.deleteSession(.mock)

        #expect(
            transport.requests == [
                TMDbRequest(
                    method: .delete, path: "/authentication/session",
                    body: Data(#"{"session_id":"mock-session-4f1c2a9e"}"#.utf8))
            ])
    }

    // MARK: - The library

    @Test("the five lists map to the watchlist's titles and the ratings in halves, with when they were given")
    func library() async throws {
        stubLists(
            movies: Self.page(Self.fightClub),
            series: Self.page(Self.breakingBad, Self.gameOfThrones),
            ratedMovies: Self.page(Self.ratedFightClub, Self.ratedForrestGump),
            ratedSeries: Self.page(Self.ratedBreakingBad),
            ratedEpisodes: Self.page(Self.ratedEpisode, Self.ratedEpisodeWithoutSeries))

        let library = try await service.library(of: .mock, progress: { _, _ in })

        #expect(
            library
                == RemoteLibrary(
                    watchlist: [
                        WatchlistKey(.movie, 550): AccountTitle(
                            name: "Fight Club", releaseDate: Self.fightClubReleased,
                            posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", voteAverage: 8.4),
                        WatchlistKey(.tv, 1396): AccountTitle(
                            name: "Breaking Bad", releaseDate: Self.breakingBadAired,
                            posterPath: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg", voteAverage: 8.9),
                        WatchlistKey(.tv, 1399): AccountTitle(name: "Game of Thrones"),
                    ],
                    ratings: [
                        .movie(id: 550): RemoteRating(halves: 17, ratedAt: Self.fightClubRated, name: "Fight Club"),
                        .movie(id: 13): RemoteRating(halves: 14, ratedAt: nil, name: "Forrest Gump"),
                        .series(id: 1396): RemoteRating(
                            halves: 20, ratedAt: Self.breakingBadRated, name: "Breaking Bad"),
                        .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2): RemoteRating(
                            halves: 19, ratedAt: Self.episodeRated, name: nil, episodeName: "Cat's in the Bag..."),
                    ],
                    // An episode whose series TMDb did not name: the list is not known whole.
                    partialLists: [.ratedEpisodes]))
    }

    @Test("every list is asked for with the session, a page at a time")
    func listRequests() async throws {
        stubLists()

        _ = try await service.library(of: .mock, progress: { _, _ in })

        #expect(Set(transport.requests.map(\.path)) == Set(Self.lists))
        for path in Self.lists {
            #expect(transport.requests.filter { $0.path == path } == [Self.pageRequest(path, page: 1)])
        }
    }

    @Test("a list of several pages is read to its last page; one of a single page takes one request")
    func pages() async throws {
        // The stub answers page 2 with page 1's body: the same title, kept once.
        stubLists(movies: Self.page(Self.fightClub, totalPages: 2), series: Self.page(Self.breakingBad))

        let library = try await service.library(of: .mock, progress: { _, _ in })

        #expect(
            transport.requests.filter { $0.path == Self.movieWatchlist } == [
                Self.pageRequest(Self.movieWatchlist, page: 1), Self.pageRequest(Self.movieWatchlist, page: 2),
            ])
        for path in Self.lists.dropFirst() {
            #expect(transport.requests.filter { $0.path == path } == [Self.pageRequest(path, page: 1)])
        }
        #expect(transport.requestCount == 6)
        #expect(library.watchlist.keys.sorted() == [WatchlistKey(.movie, 550), WatchlistKey(.tv, 1396)])
    }

    @Test("the progress counts each page read, and ends with as many pages as requests made")
    func progress() async throws {
        stubLists(movies: Self.page(Self.fightClub, totalPages: 3))
        let log = ProgressLog()

        _ = try await service.library(of: .mock) { log.record(done: $0, total: $1) }

        // The lists are read at once, so the reports may be told out of order: the last is the one
        // with the most pages done.
        let requests = transport.requestCount
        #expect(requests == 7)
        #expect(log.all.map(\.done).sorted() == Array(1...requests))
        #expect(log.all.max { $0.done < $1.done } == ProgressLog.Report(done: requests, total: requests))
    }

    @Test(
        "a rating off TMDb's scale is not read: its title is named as unreadable, to be left as it is",
        arguments: [0.0, 11.0])
    func offScale(value: Double) async throws {
        stubLists(ratedMovies: Self.page(#"{"id":550,"title":"Fight Club","rating":\#(value)}"#))

        let library = try await service.library(of: .mock, progress: { _, _ in })

        #expect(library == RemoteLibrary(watchlist: [:], ratings: [:], unreadableRatings: [.movie(id: 550)]))
    }

    @Test("a list with fewer items than its first page says it has is read as partial")
    func fewerThanSaid() async throws {
        stubLists(
            movies: #"{"page":1,"total_pages":1,"total_results":2,"results":[\#(Self.fightClub),{"id":"x"}]}"#)

        let library = try await service.library(of: .mock, progress: { _, _ in })

        #expect(library.partialLists == [.movieWatchlist])
        #expect(library.watchlist.keys.sorted() == [WatchlistKey(.movie, 550)])
    }

    // MARK: - Changes

    @Test("each change is one request on the account: its method, path, session and body", arguments: changes)
    func send(change: SyncChange, request: TMDbRequest) async throws {
        transport.stub(path: request.path, json: Self.success)

        try await service.send(change, for: .mock)

        #expect(transport.requests == [request])
    }

    @Test("taking back a rating TMDb does not have (404) is no error: it is what was wanted")
    func clearingWhatIsNotThere() async throws {
        try await service.send(.rating(.movie(id: 550), halves: nil), for: .mock)

        #expect(
            transport.requests == [TMDbRequest(method: .delete, path: "/movie/550/rating", queryItems: Self.session)])
    }

    @Test("rating a title TMDb does not have (404) is not found")
    func ratingWhatIsNotThere() async {
        await #expect(throws: DataAccessError.notFound) {
            try await service.send(.rating(.movie(id: 550), halves: 17), for: .mock)
        }
    }

    @Test("a 401 on any account call is unauthorised, with TMDb's message")
    func unauthorised() async {
        let paths =
            Self.lists + ["/account", "/account/548/watchlist", "/movie/550/rating", "/authentication/session"]
        for path in paths {
            transport.stub(path: path, statusCode: 401, body: Data(Self.refused.utf8))
        }
        let refused = DataAccessError.unauthorised(Self.refusedMessage)

        await #expect(throws: refused) { try await service.identity(of: .mock) }
        await #expect(throws: refused) { try await service.library(of: .mock, progress: { _, _ in }) }
        await #expect(throws: refused) {
            try await service.send(.watchlist(WatchlistKey(.movie, 550), onWatchlist: true), for: .mock)
        }
        await #expect(throws: refused) { try await service.send(.rating(.movie(id: 550), halves: 17), for: .mock) }
        await #expect(throws: refused) { try await service.send(.rating(.movie(id: 550), halves: nil), for: .mock) }
        await #expect(throws: refused) { try await service.deleteSession(.mock) }
    }
}
