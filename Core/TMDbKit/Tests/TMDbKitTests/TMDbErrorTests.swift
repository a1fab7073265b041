import Foundation
import Testing

@testable import TMDbKit

@Suite struct TMDbErrorTests {
    @Test func describesRefusedCredentialsWithTMDbsMessage() {
        let error = TMDbError.unauthorized(
            TMDbStatus(
                httpStatus: 401, statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key."))

        #expect(
            error.description
                == "TMDb refused the credentials (HTTP 401): Invalid API key: You must be granted a valid key.")
    }

    @Test func describesAnUnreachableServerByCauseOnly() {
        #expect(
            TMDbError.unreachable("connection refused").description == "TMDb could not be reached: connection refused")
    }

    @Test func describesAStatusWithoutAMessage() {
        #expect(TMDbError.server(TMDbStatus(httpStatus: 503)).description == "TMDb had a server error (HTTP 503)")
        #expect(
            TMDbError.notFound(TMDbStatus(httpStatus: 404, statusMessage: "")).description
                == "TMDb has no such resource (HTTP 404)")
    }

    @Test func describesRateLimitingWithTheWait() {
        let error = TMDbError.rateLimited(TMDbStatus(httpStatus: 429), retryAfter: 1.5)

        #expect(error.description == "TMDb is rate limiting requests, retry after 2 s (HTTP 429)")
    }

    @Test func describesEveryCaseOnOneLine() {
        let errors: [TMDbError] = [
            .unauthorized(TMDbStatus(httpStatus: 403)),
            .notFound(
                TMDbStatus(
                    httpStatus: 404, statusCode: 34, statusMessage: "The resource you requested could not be found.")),
            .rateLimited(TMDbStatus(httpStatus: 429), retryAfter: nil),
            .rateLimited(TMDbStatus(httpStatus: 429), retryAfter: .infinity),
            .server(TMDbStatus(httpStatus: 500)),
            .http(TMDbStatus(httpStatus: 400, statusCode: 22, statusMessage: "Invalid page.")),
            .decoding(path: "/movie/550", description: "missing key 'title'"),
            .unreachable("timed out"),
            .invalidRequest("the TMDb base URL must be an absolute http or https URL"),
        ]

        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("TMDb") || error.description.hasPrefix("The TMDb"))
        }
        #expect(
            errors[1].description
                == "TMDb has no such resource (HTTP 404): The resource you requested could not be found.")
        #expect(errors[5].description == "TMDb rejected the request (HTTP 400): Invalid page.")
        #expect(errors[6].description == "TMDb's response for /movie/550 could not be decoded: missing key 'title'")
    }
}
