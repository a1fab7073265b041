import Foundation
import Testing

@testable import TMDbKit

/// The account's endpoints: the request token and session (`/authentication/...`), the account's
/// details, watchlists and rated lists (`/account/...`), and the changes posted or deleted with a
/// JSON body whose keys are sorted, so the same change is always the same bytes.
extension EndpointTests {
    private static var session: [URLQueryItem] { [URLQueryItem(name: "session_id", value: "s")] }

    /// The body as text: the exact bytes, readable when an expectation fails.
    private static func text(of body: Data?) -> String? {
        body.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func requestTokenGetsANewTokenWithoutAQueryOrABody() {
        let endpoint = Endpoint.requestToken()

        #expect(endpoint.method == .get)
        #expect(endpoint.path == "/authentication/token/new")
        #expect(endpoint.queryItems.isEmpty)
        #expect(endpoint.body == nil)
    }

    @Test func newSessionPostsTheRequestTokenInTheBody() {
        let endpoint = Endpoint.newSession(requestToken: "abc")

        #expect(endpoint.method == .post)
        #expect(endpoint.path == "/authentication/session/new")
        #expect(endpoint.queryItems.isEmpty)
        #expect(Self.text(of: endpoint.body) == #"{"request_token":"abc"}"#)
    }

    @Test func deleteSessionDeletesTheSessionNamedInTheBodyNotInTheQuery() {
        let endpoint = Endpoint.deleteSession("s")

        #expect(endpoint.method == .delete)
        #expect(endpoint.path == "/authentication/session")
        #expect(endpoint.queryItems.isEmpty)
        #expect(Self.text(of: endpoint.body) == #"{"session_id":"s"}"#)
    }

    @Test func accountDetailsGetsTheAccountWithTheSession() {
        let endpoint = Endpoint.accountDetails(sessionID: "s")

        #expect(endpoint.method == .get)
        #expect(endpoint.path == "/account")
        #expect(endpoint.queryItems == Self.session)
        #expect(endpoint.body == nil)
    }

    @Test(
        arguments: zip(
            [
                Endpoint.accountMovieWatchlist(accountID: 548, sessionID: "s", page: 2).request,
                Endpoint.accountTVWatchlist(accountID: 548, sessionID: "s", page: 2).request,
                Endpoint.accountRatedMovies(accountID: 548, sessionID: "s", page: 2).request,
                Endpoint.accountRatedTVSeries(accountID: 548, sessionID: "s", page: 2).request,
                Endpoint.accountRatedEpisodes(accountID: 548, sessionID: "s", page: 2).request,
            ],
            [
                "/account/548/watchlist/movies", "/account/548/watchlist/tv", "/account/548/rated/movies",
                "/account/548/rated/tv", "/account/548/rated/tv/episodes",
            ]))
    func accountListsGetTheirPathWithTheSessionThenThePage(request: TMDbRequest, path: String) {
        #expect(request.method == .get)
        #expect(request.path == path)
        #expect(request.queryItems == Self.session + [URLQueryItem(name: "page", value: "2")])
        #expect(request.body == nil)
    }

    @Test func setWatchlistPostsTheMovieAndTrueToPutItOnTheWatchlist() {
        let endpoint = Endpoint.setWatchlist(accountID: 548, sessionID: "s", media: .movie, id: 550, onWatchlist: true)

        #expect(endpoint.method == .post)
        #expect(endpoint.path == "/account/548/watchlist")
        #expect(endpoint.queryItems == Self.session)
        #expect(Self.text(of: endpoint.body) == #"{"media_id":550,"media_type":"movie","watchlist":true}"#)
    }

    @Test func setWatchlistPostsTheSeriesAndFalseToTakeItOff() {
        let endpoint = Endpoint.setWatchlist(accountID: 548, sessionID: "s", media: .tv, id: 1396, onWatchlist: false)

        #expect(endpoint.method == .post)
        #expect(endpoint.path == "/account/548/watchlist")
        #expect(endpoint.queryItems == Self.session)
        #expect(Self.text(of: endpoint.body) == #"{"media_id":1396,"media_type":"tv","watchlist":false}"#)
    }

    @Test(
        arguments: zip(
            [
                TMDbRatingTarget.movie(id: 550), .tv(id: 1396),
                .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2),
            ],
            ["/movie/550/rating", "/tv/1396/rating", "/tv/1396/season/1/episode/2/rating"]))
    func ratePostsTheValueToTheTargetsRatingPath(target: TMDbRatingTarget, path: String) {
        let endpoint = Endpoint.rate(target, value: 8.5, sessionID: "s")

        #expect(endpoint.method == .post)
        #expect(endpoint.path == path)
        #expect(endpoint.queryItems == Self.session)
        #expect(Self.text(of: endpoint.body) == #"{"value":8.5}"#)
    }

    @Test(
        arguments: zip(
            [
                TMDbRatingTarget.movie(id: 550), .tv(id: 1396),
                .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 2),
            ],
            ["/movie/550/rating", "/tv/1396/rating", "/tv/1396/season/1/episode/2/rating"]))
    func clearRatingDeletesTheTargetsRatingWithoutABody(target: TMDbRatingTarget, path: String) {
        let endpoint = Endpoint.clearRating(target, sessionID: "s")

        #expect(endpoint.method == .delete)
        #expect(endpoint.path == path)
        #expect(endpoint.queryItems == Self.session)
        #expect(endpoint.body == nil)
    }

    @Test func theRequestCarriesTheEndpointsMethodAndBody() {
        let endpoint = Endpoint.rate(.movie(id: 550), value: 8.5, sessionID: "s")

        #expect(
            endpoint.request
                == TMDbRequest(
                    method: .post, path: "/movie/550/rating", queryItems: Self.session,
                    body: Data(#"{"value":8.5}"#.utf8)))
        #expect(
            Endpoint.clearRating(.tv(id: 1396), sessionID: "s").request
                == TMDbRequest(method: .delete, path: "/tv/1396/rating", queryItems: Self.session))
    }
}
