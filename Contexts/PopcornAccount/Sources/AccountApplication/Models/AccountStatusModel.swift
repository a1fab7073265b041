import Foundation

/// What `popcorn account status` shows: whether a TMDb account is signed in, which, when it was last
/// synced and how many changes made here wait to be sent. Never the session itself.
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
}
