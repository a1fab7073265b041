/// `GET /authentication/token/new`: the request token a person approves on TMDb's website before
/// it can become a session, and when it stops being good (`2016-08-26 17:04:39 UTC`).
public struct RequestTokenDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var success: Bool?
    /// `YYYY-MM-DD HH:MM:SS UTC`; parse with ``TMDbDate/parseTimestamp(_:)`` (after making it ISO 8601).
    @Lossy public private(set) var expiresAt: String?
    public let requestToken: String

    enum CodingKeys: String, CodingKey {
        case success
        case expiresAt = "expires_at"
        case requestToken = "request_token"
    }

    public init(success: Bool? = true, expiresAt: String? = nil, requestToken: String) {
        self.success = success
        self.expiresAt = expiresAt
        self.requestToken = requestToken
    }
}
