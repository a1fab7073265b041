import AccountApplication
import Foundation

/// `popcorn account status` for people: who is signed in (never the session), the last sync, and
/// how many changes made here wait to be sent.
struct AccountStatusRenderer {
    let style: TextStyle

    func render(_ status: AccountStatusModel) -> String {
        guard status.signedIn, let username = status.username, let accountID = status.accountID else {
            return "not signed in to TMDb; sign in with " + style.command("popcorn account login") + "\n"
        }
        let source = status.sessionSource == "environment" ? " (the session in TMDB_SESSION_ID)" : ""
        let lastSync = status.lastSyncAt.map { DayFormatter.string(from: $0) + " " + Self.time($0) } ?? "never"
        let pending =
            status.pendingChanges == 0
            ? "nothing waits to be sent"
            : "\(status.pendingChanges) \(status.pendingChanges == 1 ? "change waits" : "changes wait") to be sent; "
                + "send with " + style.command("popcorn sync")
        return "signed in to TMDb as \(style.title(username)) (account \(accountID))\(source)\n"
            + "last sync: \(lastSync)\n" + pending + "\n"
    }

    /// `14:05`, in UTC, as the day beside it.
    private static func time(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let minutes = ((seconds % 86_400) + 86_400) % 86_400 / 60
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute) UTC"
    }
}
