/// Whose a session is, as TMDb's `/account` says: the account's id and username.
public struct AccountIdentity: Equatable, Sendable {
    public let id: Int
    public let username: String

    public init(id: Int, username: String) {
        self.id = id
        self.username = username
    }
}
