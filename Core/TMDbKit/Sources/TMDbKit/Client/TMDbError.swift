/// Everything that can go wrong talking to TMDb, already sorted into the cases callers
/// act on differently (fix credentials, show "not found", back off, retry later...).
/// Descriptions are one human line and never contain a URL or a credential.
public enum TMDbError: Error, Equatable, Sendable, CustomStringConvertible {
    /// HTTP 401 or 403: the API key or token was refused.
    case unauthorized(TMDbStatus)
    /// HTTP 404: no such movie, person, or path.
    case notFound(TMDbStatus)
    /// HTTP 429, with the `Retry-After` seconds when TMDb sent them.
    case rateLimited(TMDbStatus, retryAfter: Double?)
    /// HTTP 5xx: TMDb (or a proxy in front of it) failed.
    case server(TMDbStatus)
    /// Any other non-2xx status.
    case http(TMDbStatus)
    /// A 2xx body that does not decode; `path` names the endpoint, `description` the reason.
    case decoding(path: String, description: String)
    /// No HTTP answer at all (refused, DNS, timeout...); the message names only the cause.
    case unreachable(String)
    /// The request could not be built (bad base URL, missing offline catalog...).
    case invalidRequest(String)

    public var description: String {
        switch self {
        case .unauthorized(let status):
            "TMDb refused the credentials" + Self.detail(status)
        case .notFound(let status):
            "TMDb has no such resource" + Self.detail(status)
        case .rateLimited(let status, let retryAfter):
            "TMDb is rate limiting requests" + Self.retryHint(retryAfter) + Self.detail(status)
        case .server(let status):
            "TMDb had a server error" + Self.detail(status)
        case .http(let status):
            "TMDb rejected the request" + Self.detail(status)
        case .decoding(let path, let description):
            "TMDb's response for \(path) could not be decoded: \(description)"
        case .unreachable(let message):
            "TMDb could not be reached: \(message)"
        case .invalidRequest(let message):
            "The TMDb request could not be made: \(message)"
        }
    }

    private static func detail(_ status: TMDbStatus) -> String {
        let http = " (HTTP \(status.httpStatus))"
        guard let message = status.statusMessage, !message.isEmpty else {
            return http
        }
        return http + ": " + message
    }

    private static func retryHint(_ retryAfter: Double?) -> String {
        guard let retryAfter else {
            return ""
        }
        let seconds = retryAfter.rounded(.up)
        let text = (0..<1e9).contains(seconds) ? String(Int(seconds)) : String(seconds)
        return ", retry after \(text) s"
    }
}
