import Foundation

/// What `popcorn account status` shows: whether a TMDb account is signed in, which, when it was last
/// synced and how many changes made here wait to be sent. Never the session itself.
///
/// `lastSyncAt` is written as an ISO 8601 instant (`2026-11-27T02:21:09Z`) in `--json`, not as a day:
/// two syncs on one day must stay apart.
public struct AccountStatusModel: Equatable, Sendable, Encodable {
    public let signedIn: Bool
    public let username: String?
    public let accountID: Int?
    /// `file` (signed in here) or `environment` (`TMDB_SESSION_ID`).
    public let sessionSource: String?
    public let lastSyncAt: Date?
    public let pendingChanges: Int

    public init(
        signedIn: Bool, username: String?, accountID: Int?, sessionSource: String?, lastSyncAt: Date?,
        pendingChanges: Int
    ) {
        self.signedIn = signedIn
        self.username = username
        self.accountID = accountID
        self.sessionSource = sessionSource
        self.lastSyncAt = lastSyncAt
        self.pendingChanges = pendingChanges
    }

    /// Not signed in; `pendingChanges` made here wait for a sign-in.
    public static func signedOut(pendingChanges: Int = 0) -> AccountStatusModel {
        AccountStatusModel(
            signedIn: false, username: nil, accountID: nil, sessionSource: nil, lastSyncAt: nil,
            pendingChanges: pendingChanges)
    }

    private enum CodingKeys: String, CodingKey {
        case signedIn, username, accountID, sessionSource, lastSyncAt, pendingChanges
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signedIn, forKey: .signedIn)
        try container.encodeIfPresent(username, forKey: .username)
        try container.encodeIfPresent(accountID, forKey: .accountID)
        try container.encodeIfPresent(sessionSource, forKey: .sessionSource)
        try container.encodeIfPresent(lastSyncAt?.formatted(.iso8601), forKey: .lastSyncAt)
        try container.encode(pendingChanges, forKey: .pendingChanges)
    }
}
