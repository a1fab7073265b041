import Foundation
import Testing

@testable import TMDbKit

/// The method and body of a request on the wire: a GET as ever, a POST or DELETE of an account's
/// change with its JSON body and the `Content-Type` that names it.
extension CurlTMDbTransportTests {
    private static let session = "session_id=s"

    @Test func aPostKeepsItsMethodAndBodyAndSaysTheBodyIsJSON() throws {
        let body = Data(#"{"value":8.5}"#.utf8)
        let url = try #require(
            URL(string: "https://api.themoviedb.org/3/movie/550/rating?\(Self.session)&api_key=\(Self.key)"))

        let request = try CurlTMDbTransport(credentials: .apiKey(Self.key)).makeHTTPRequest(
            for: TMDbRequest(
                method: .post, path: "/movie/550/rating", queryItems: [URLQueryItem(name: "session_id", value: "s")],
                body: body))

        #expect(
            request
                == TMDbHTTPRequest(
                    method: .post, url: url,
                    headers: ["Accept": "application/json", "Content-Type": "application/json;charset=utf-8"],
                    timeout: 10, body: body))
        #expect(request.headerLines == ["Accept: application/json", "Content-Type: application/json;charset=utf-8"])
    }

    @Test func aDeleteWithABodySaysTheBodyIsJSONBesideTheBearerHeader() throws {
        let request = try CurlTMDbTransport(credentials: .readAccessToken("t")).makeHTTPRequest(
            for: Endpoint.deleteSession("s").request)

        #expect(request.method == .delete)
        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/authentication/session")
        #expect(request.body == Data(#"{"session_id":"s"}"#.utf8))
        #expect(
            request.headerLines == [
                "Accept: application/json", "Authorization: Bearer t", "Content-Type: application/json;charset=utf-8",
            ])
    }

    @Test func aDeleteWithoutABodyHasNoContentType() throws {
        let request = try CurlTMDbTransport(credentials: .readAccessToken("t")).makeHTTPRequest(
            for: Endpoint.clearRating(.tv(id: 1396), sessionID: "s").request)

        #expect(request.method == .delete)
        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/tv/1396/rating?\(Self.session)")
        #expect(request.body == nil)
        #expect(request.headers == ["Accept": "application/json", "Authorization": "Bearer t"])
    }

    @Test func aGetHasNoContentTypeAndNoBody() throws {
        let url = try #require(URL(string: "https://api.themoviedb.org/3/movie/550?api_key=\(Self.key)"))

        let request = try CurlTMDbTransport(credentials: .apiKey(Self.key)).makeHTTPRequest(
            for: TMDbRequest(path: "/movie/550"))

        #expect(
            request
                == TMDbHTTPRequest(
                    method: .get, url: url, headers: ["Accept": "application/json"], timeout: 10, body: nil))
        #expect(request.headerLines == ["Accept: application/json"])
    }
}
