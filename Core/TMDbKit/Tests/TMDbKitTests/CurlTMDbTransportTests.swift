import Foundation
import Testing

@testable import TMDbKit

@Suite struct CurlTMDbTransportTests {
    static let key = "FAKEKEY-d34db33f-never-print-me"

    private func transport(
        base: String = "https://api.themoviedb.org/3", credentials: TMDbCredentials = .apiKey(key),
        timeout: TimeInterval = 10
    ) throws -> CurlTMDbTransport {
        CurlTMDbTransport(baseURL: try #require(URL(string: base)), credentials: credentials, timeout: timeout)
    }

    @Test func addsTheAPIKeyAsTheLastQueryItem() throws {
        let request = try transport().makeHTTPRequest(
            for: TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "en-US")]))

        #expect(
            request.url.absoluteString == "https://api.themoviedb.org/3/movie/550?language=en-US&api_key=\(Self.key)")
        #expect(request.headers["Authorization"] == nil)
    }

    @Test func sendsAReadAccessTokenAsABearerHeaderOnly() throws {
        let request = try transport(credentials: .readAccessToken("tok.en-123")).makeHTTPRequest(
            for: TMDbRequest(path: "/configuration"))

        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/configuration")
        #expect(request.headers["Authorization"] == "Bearer tok.en-123")
    }

    @Test func asksForJSONWithTheConfiguredTimeout() throws {
        let request = try transport(timeout: 3).makeHTTPRequest(for: TMDbRequest(path: "/configuration"))

        #expect(request.headers["Accept"] == "application/json")
        #expect(request.timeout == 3)
    }

    @Test(arguments: [
        "https://proxy.example/tmdb/3", "https://proxy.example/tmdb/3/", "https://proxy.example/tmdb/3//",
    ])
    func joinsTheBaseURLAndPathWithOneSlash(base: String) throws {
        let request = try transport(base: base, credentials: .readAccessToken("t")).makeHTTPRequest(
            for: TMDbRequest(path: "/movie/550/credits"))

        #expect(request.url.absoluteString == "https://proxy.example/tmdb/3/movie/550/credits")
    }

    @Test func acceptsAPathWithoutALeadingSlash() throws {
        let request = try transport(credentials: .readAccessToken("t")).makeHTTPRequest(
            for: TMDbRequest(path: "movie/550"))

        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/movie/550")
    }

    @Test func keepsAPortAndPlainHTTPInTheBaseURL() throws {
        let request = try transport(base: "http://127.0.0.1:8080/3", credentials: .readAccessToken("t"))
            .makeHTTPRequest(
                for: TMDbRequest(path: "/configuration"))

        #expect(request.url.absoluteString == "http://127.0.0.1:8080/3/configuration")
    }

    @Test func percentEncodesSpacesUnicodeAndReservedCharactersInTheQuery() throws {
        let request = try transport(credentials: .readAccessToken("t")).makeHTTPRequest(
            for: TMDbRequest(
                path: "/search/movie",
                queryItems: [
                    URLQueryItem(name: "query", value: "Amélie & co + 2=3? #1/2"),
                    URLQueryItem(name: "page", value: "1"),
                ]))

        #expect(
            request.url.absoluteString
                == "https://api.themoviedb.org/3/search/movie?query=Am%C3%A9lie%20%26%20co%20%2B%202%3D3%3F%20%231%2F2&page=1"
        )
        #expect(request.url.query(percentEncoded: false) == "query=Amélie & co + 2=3? #1/2&page=1")
    }

    @Test func percentEncodesAnAPIKeyWithReservedCharacters() throws {
        let request = try transport(credentials: .apiKey("a&b=c")).makeHTTPRequest(
            for: TMDbRequest(path: "/configuration"))

        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/configuration?api_key=a%26b%3Dc")
    }

    @Test(arguments: ["file:///tmp/tmdb", "ftp://api.themoviedb.org/3", "/just/a/path"])
    func refusesABaseURLThatIsNotHTTP(base: String) throws {
        let transport = CurlTMDbTransport(
            baseURL: try #require(URL(string: base)), credentials: .apiKey(Self.key))

        let error = #expect(throws: TMDbError.self) {
            try transport.makeHTTPRequest(for: TMDbRequest(path: "/configuration"))
        }

        #expect(error == .invalidRequest("the TMDb base URL must be an absolute http or https URL"))
        #expect(!(error?.description.contains(Self.key) ?? true))
    }

    @Test(arguments: [
        (Int32(7), "connection refused"), (28, "timed out"), (6, "host not found"), (5, "proxy not found"),
        (35, "secure connection failed"), (60, "the TLS certificate was not accepted"), (56, "connection lost"),
        (52, "empty response"), (42, "cancelled"), (CurlCode.tooLarge, "response too large"),
        (99, "network error 99"), (8, "bad server response"),
        (61, "the answer's compression is not one libcurl can undo"),
        (77, "the certificate authorities file (SSL_CERT_FILE or CURL_CA_BUNDLE) could not be read"),
        (CurlCode.notStarted, ""),
    ])
    func namesTheCauseOfAFailureFromItsCode(code: Int32, message: String) {
        #expect(CurlTMDbTransport.unreachableMessage(forCode: code) == message)
    }

    @Test func neverRepeatsLibcurlsOwnMessageWhichMayNameTheURL() {
        let message = CurlTMDbTransport.unreachableMessage(
            forCode: 28, message: "Operation timed out for https://api.themoviedb.org/3/movie/550?api_key=\(Self.key)")

        #expect(message == "timed out")
    }

    @Test func saysHowToGetLibcurlWhenItCannotBeLoaded() {
        let message = CurlTMDbTransport.unreachableMessage(
            forCode: CurlCode.notLoaded,
            message: "libcurl could not be loaded (libcurl.so.4: cannot open shared object)")

        #expect(message.hasPrefix("libcurl could not be loaded (libcurl.so.4: cannot open shared object); "))
        #expect(message.hasSuffix("popcorn needs libcurl to reach TMDb (Debian and Ubuntu: libcurl4)"))
    }

    #if canImport(Glibc)
        @Test func reportsARefusedConnectionWithoutTheURLOrKey() async throws {
            let port = try LoopbackHTTPServer.closedPort()
            let transport = try transport(base: "http://127.0.0.1:\(port)/3")

            let error = await #expect(throws: TMDbError.self) {
                try await transport.send(TMDbRequest(path: "/configuration"))
            }

            #expect(error == .unreachable("connection refused"))
            #expect(!(error?.description.contains(Self.key) ?? true))
            #expect(!(error?.description.contains("127.0.0.1") ?? true))
        }

        @Test func reportsATimeoutWithoutTheURLOrKey() async throws {
            let server = try LoopbackHTTPServer(statusLine: nil)
            let transport = try transport(base: "http://127.0.0.1:\(server.port)/3", timeout: 1)

            let error = await #expect(throws: TMDbError.self) {
                try await transport.send(TMDbRequest(path: "/movie/550"))
            }

            #expect(error == .unreachable("timed out"))
            #expect(!(error?.description.contains(Self.key) ?? true))
        }

        @Test func returnsTheHTTPAnswerWithLowerCasedHeaders() async throws {
            let server = try LoopbackHTTPServer(
                statusLine: "401 Unauthorized",
                headers: ["Content-Type": "application/json;charset=utf-8", "X-RateLimit-Remaining": "39"],
                body:
                    #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
            )
            let transport = try transport(base: "http://127.0.0.1:\(server.port)/3/")

            let response = try await transport.send(
                TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "de-DE")]))
            let head = await server.requestHead()

            #expect(response.statusCode == 401)
            #expect(response.headers["content-type"] == "application/json;charset=utf-8")
            #expect(response.headers["x-ratelimit-remaining"] == "39")
            #expect(String(decoding: response.body, as: UTF8.self).contains("\"status_code\":7"))
            #expect(head?.hasPrefix("GET /3/movie/550?language=de-DE&api_key=\(Self.key) HTTP/1.1\r\n") == true)
            #expect(head?.lowercased().contains("accept: application/json\r\n") == true)
        }

        @Test func aCancelledCallerStopsTheRequestInsteadOfWaitingForItsTimeout() async throws {
            let server = try LoopbackHTTPServer(statusLine: nil)
            let transport = try transport(base: "http://127.0.0.1:\(server.port)/3", timeout: 30)
            let clock = ContinuousClock()
            let start = clock.now

            let caller = Task { try await transport.send(TMDbRequest(path: "/configuration")) }
            _ = await server.requestHead()
            caller.cancel()
            let error = await #expect(throws: TMDbError.self) { try await caller.value }

            #expect(error == .unreachable("cancelled"))
            #expect(clock.now - start < .seconds(10))
        }

        @Test func refusesARedirectToAnythingButHTTP() async throws {
            let server = try LoopbackHTTPServer(statusLine: "302 Found", headers: ["Location": "file:///etc/hostname"])
            let transport = try transport(base: "http://127.0.0.1:\(server.port)/3")

            let error = await #expect(throws: TMDbError.self) {
                try await transport.send(TMDbRequest(path: "/configuration"))
            }

            #expect(error == .unreachable("not HTTP or HTTPS"))
        }

        @Test func refusesAStatusOutsideHTTPsRange() async throws {
            let server = try LoopbackHTTPServer(statusLine: "099 Odd", body: "{}")
            let transport = try transport(base: "http://127.0.0.1:\(server.port)/3")

            let error = await #expect(throws: TMDbError.self) {
                try await transport.send(TMDbRequest(path: "/configuration"))
            }

            #expect(error == .unreachable("not HTTP or HTTPS"))
        }

        @Test func sendsTheBearerHeaderOverTheWire() async throws {
            let server = try LoopbackHTTPServer(statusLine: "200 OK", headers: [:], body: "{}")
            let transport = try transport(
                base: "http://127.0.0.1:\(server.port)/3", credentials: .readAccessToken("v4-token"))

            let response = try await transport.send(TMDbRequest(path: "/configuration"))
            let head = await server.requestHead()

            #expect(response.statusCode == 200)
            #expect(head?.hasPrefix("GET /3/configuration HTTP/1.1\r\n") == true)
            #expect(head?.lowercased().contains("authorization: bearer v4-token\r\n") == true)
        }
    #endif
}
