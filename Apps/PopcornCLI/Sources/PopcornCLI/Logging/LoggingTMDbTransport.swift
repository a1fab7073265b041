import Foundation
import Logging
import TMDbKit

/// A ``TMDbTransport`` decorator for `--debug`: one line per attempt with its method, path
/// and query (never credentials: the live transport adds those below this layer), status, time
/// and attempt number. It sits inside the retrying transport, which sets ``TMDbAttempt/number``.
struct LoggingTMDbTransport: TMDbTransport {
    private let base: any TMDbTransport
    private let logger: Logger

    init(wrapping base: any TMDbTransport, logger: Logger) {
        self.base = base
        self.logger = logger
    }

    func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        let clock = ContinuousClock()
        let start = clock.now
        let attempt = TMDbAttempt.number
        do {
            let response = try await base.send(request)
            let elapsed = start.duration(to: clock.now)
            logger.debug(
                "\(Self.line(for: request, outcome: String(response.statusCode), elapsed: elapsed, attempt: attempt))")
            return response
        } catch {
            let elapsed = start.duration(to: clock.now)
            logger.debug("\(Self.line(for: request, outcome: "failed (\(error))", elapsed: elapsed, attempt: attempt))")
            throw error
        }
    }

    /// `http GET /movie/550?language=en-US 200 12ms attempt 1`.
    static func line(for request: TMDbRequest, outcome: String, elapsed: Duration, attempt: Int = 1) -> String {
        "http \(request.method.rawValue) \(target(of: request)) \(outcome) \(milliseconds(elapsed))ms attempt \(attempt)"
    }

    /// The path and query, with any credential-looking item redacted should one ever appear.
    static func target(of request: TMDbRequest) -> String {
        let query = request.queryItems.map { item in
            let value = isCredential(item.name) ? SecretRedactor.placeholder : (item.value ?? "")
            return "\(item.name)=\(value)"
        }
        return query.isEmpty ? request.path : request.path + "?" + query.joined(separator: "&")
    }

    private static func isCredential(_ name: String) -> Bool {
        ["api_key", "access_token", "session_id", "token"].contains(name.lowercased())
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
