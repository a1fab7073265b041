import CoreDomain
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("TMDbErrorMapper")
struct TMDbErrorMapperTests {
    let mapper = TMDbErrorMapper()
    let status = TMDbStatus(
        httpStatus: 401, statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key.")

    @Test("refused credentials keep TMDb's message")
    func unauthorized() {
        #expect(mapper.map(.unauthorized(status)) == .unauthorised("Invalid API key: You must be granted a valid key."))
    }

    @Test("404 is not found")
    func notFound() {
        #expect(mapper.map(.notFound(TMDbStatus(httpStatus: 404, statusCode: 34, statusMessage: nil))) == .notFound)
    }

    @Test("429 is rate limited")
    func rateLimited() {
        #expect(
            mapper.map(
                .rateLimited(TMDbStatus(httpStatus: 429, statusCode: 25, statusMessage: "slow down"), retryAfter: 2))
                == .rateLimited("slow down"))
    }

    @Test("server errors and no answer at all are unreachable")
    func unreachable() {
        guard case .unreachable = mapper.map(.server(TMDbStatus(httpStatus: 503, statusCode: nil, statusMessage: nil)))
        else {
            Issue.record("503 should be unreachable")
            return
        }
        #expect(
            mapper.map(.unreachable("connection refused"))
                == .unreachable(TMDbError.unreachable("connection refused").description))
    }

    @Test("an undecodable body is an invalid response that names the endpoint")
    func decoding() {
        guard case .invalidResponse(let message?) = mapper.map(.decoding(path: "/movie/550", description: "bad")) else {
            Issue.record("expected invalidResponse")
            return
        }
        #expect(message.contains("/movie/550"))
    }

    @Test("other HTTP errors and bad requests are unknown")
    func other() {
        guard
            case .unknown = mapper.map(
                .http(TMDbStatus(httpStatus: 400, statusCode: 22, statusMessage: "Invalid page")))
        else {
            Issue.record("400 should be unknown")
            return
        }
        guard case .unknown = mapper.map(.invalidRequest("bad base URL")) else {
            Issue.record("invalidRequest should be unknown")
            return
        }
    }
}
