/// A signed-in TMDb account: the session that proves it, and whose account it is (the id its lists
/// and changes are addressed by, the username people know it by).
public struct AccountSession: Equatable, Sendable {
    public let sessionID: SessionID
    public let accountID: Int
    public let username: String
    public let origin: SessionOrigin

    public init(sessionID: SessionID, accountID: Int, username: String, origin: SessionOrigin = .file) {
        self.sessionID = sessionID
        self.accountID = accountID
        self.username = username
        self.origin = origin
    }
}
