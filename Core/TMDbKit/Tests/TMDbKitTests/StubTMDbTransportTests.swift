import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

@Suite struct StubTMDbTransportTests {
    let transport = StubTMDbTransport()

    @Test func answersAStubbedPathWithItsStatusBodyAndLowerCasedHeaders() async throws {
        transport.stub(path: "/movie/1", statusCode: 418, body: Data("teapot".utf8), headers: ["X-Thing": "yes"])

        let response = try await transport.send(TMDbRequest(path: "/movie/1"))

        #expect(response.statusCode == 418)
        #expect(response.body == Data("teapot".utf8))
        #expect(response.headers["x-thing"] == "yes")
    }

    @Test func answersJSONWithA200() async throws {
        transport.stub(path: "/configuration", json: #"{"images":{}}"#)

        let response = try await transport.send(TMDbRequest(path: "/configuration"))

        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"images":{}}"#)
    }

    @Test func throwsAStubbedError() async {
        transport.stub(path: "/configuration", error: .unreachable("host not found"))

        let error = await #expect(throws: TMDbError.self) {
            try await transport.send(TMDbRequest(path: "/configuration"))
        }

        #expect(error == .unreachable("host not found"))
    }

    @Test func answersAnUnstubbedPathWithTMDbsNotFoundBody() async throws {
        let response = try await transport.send(TMDbRequest(path: "/movie/404"))

        #expect(response.statusCode == 404)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""status_code":34"#))
    }

    @Test func replacesAnEarlierStubForTheSamePath() async throws {
        transport.stub(path: "/movie/1", json: "1")
        transport.stub(path: "/movie/1", statusCode: 500, body: Data())

        let response = try await transport.send(TMDbRequest(path: "/movie/1"))

        #expect(response.statusCode == 500)
    }

    @Test func recordsEveryRequestInOrder() async throws {
        let first = TMDbRequest(path: "/movie/1", queryItems: [URLQueryItem(name: "language", value: "en-US")])
        let second = TMDbRequest(path: "/movie/2")

        _ = try await transport.send(first)
        _ = try await transport.send(second)

        #expect(transport.requests == [first, second])
        #expect(transport.requestCount == 2)
    }

    @Test func recordsConcurrentRequestsWithoutLosingAny() async {
        let transport = self.transport
        await withTaskGroup(of: Void.self) { group in
            for id in 0..<100 {
                group.addTask { _ = try? await transport.send(TMDbRequest(path: "/movie/\(id)")) }
            }
        }

        #expect(transport.requestCount == 100)
        #expect(Set(transport.requests.map(\.path)).count == 100)
    }
}
