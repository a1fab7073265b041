/// `POST /authentication/session/new`: the session an approved request token became, the
/// credential every account request carries.
public struct SessionDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var success: Bool?
    public let sessionID: String

    enum CodingKeys: String, CodingKey {
        case success
        case sessionID = "session_id"
    }

    public init(success: Bool? = true, sessionID: String) {
        self.success = success
        self.sessionID = sessionID
    }
}
