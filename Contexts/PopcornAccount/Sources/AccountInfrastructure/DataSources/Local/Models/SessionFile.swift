/// The session file's JSON: the session, and whose account it is (so `account status` needs no request).
struct SessionFile: Codable, Equatable {
    let sessionID: String
    let accountID: Int
    let username: String
}
