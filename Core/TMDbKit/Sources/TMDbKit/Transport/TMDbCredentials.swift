/// How the live transport proves who it is to TMDb: a v3 API key (query item) or a
/// v4 read access token (bearer header). Its descriptions are redacted so that a stray
/// `print` or log line can never leak the secret.
public enum TMDbCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A v3 API key, sent as the `api_key` query item.
    case apiKey(String)
    /// A v4 read access token, sent as `Authorization: Bearer <token>`.
    case readAccessToken(String)

    public var description: String {
        switch self {
        case .apiKey: "TMDbCredentials.apiKey(<redacted>)"
        case .readAccessToken: "TMDbCredentials.readAccessToken(<redacted>)"
        }
    }

    public var debugDescription: String { description }
}
