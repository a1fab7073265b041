import Foundation
import Synchronization
import TMDbKit

/// A ``TMDbTransport`` for tests in any package: answers each path with what was stubbed,
/// records every request, and answers an unstubbed path with TMDb's 404 body, so tests
/// run the real ``TMDbClient`` (status mapping and decoding) without network.
public final class StubTMDbTransport: TMDbTransport {
    private struct State {
        var answers: [String: Result<TMDbResponse, TMDbError>] = [:]
        var requests: [TMDbRequest] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Answers `path` (e.g. `/movie/550`, without query) with this status, body and headers.
    public func stub(path: String, statusCode: Int = 200, body: Data, headers: [String: String] = [:]) {
        let response = TMDbResponse(statusCode: statusCode, headers: headers, body: body)
        state.withLock { $0.answers[path] = .success(response) }
    }

    /// Answers `path` with HTTP 200 and `json` as the body.
    public func stub(path: String, json: String) {
        stub(path: path, statusCode: 200, body: Data(json.utf8), headers: ["Content-Type": "application/json"])
    }

    /// Makes `path` fail as if no HTTP answer was had (or the request could not be built).
    public func stub(path: String, error: TMDbError) {
        state.withLock { $0.answers[path] = .failure(error) }
    }

    /// Every request sent so far, oldest first.
    public var requests: [TMDbRequest] {
        state.withLock { $0.requests }
    }

    /// How many requests were sent so far.
    public var requestCount: Int {
        state.withLock { $0.requests.count }
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        let answer = state.withLock { state in
            state.requests.append(request)
            return state.answers[request.path]
        }
        guard let answer else {
            return Self.notFound
        }
        return try answer.get()
    }

    /// TMDb's answer for an unknown resource.
    static let notFound = TMDbResponse(
        statusCode: 404,
        headers: ["content-type": "application/json"],
        body: Data(
            #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
                .utf8
        )
    )
}
