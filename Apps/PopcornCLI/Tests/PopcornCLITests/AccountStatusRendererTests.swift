import AccountApplication
import Foundation
import Testing

@testable import PopcornCLI

@Suite("AccountStatusRenderer")
struct AccountStatusRendererTests {
    let renderer = AccountStatusRenderer(style: TextStyle(isEnabled: false))

    /// Ana's account, signed in here, last synced when given, with `pending` changes waiting.
    static func ana(lastSyncAt: Date? = nil, pending: Int = 0, source: String = "file") -> AccountStatusModel {
        AccountStatusModel(
            signedIn: true, username: "ana", accountID: 548, sessionSource: source, lastSyncAt: lastSyncAt,
            pendingChanges: pending)
    }

    @Test("signed out: says so, and how to sign in")
    func signedOut() {
        #expect(renderer.render(.signedOut()) == "not signed in to TMDb; sign in with popcorn account login\n")
    }

    @Test("signed in and never synced: the account, never, and nothing waiting")
    func neverSynced() {
        #expect(
            renderer.render(Self.ana()) == """
                signed in to TMDb as ana (account 548)
                last sync: never
                nothing waits to be sent

                """)
    }

    @Test(
        "the last sync reads as its UTC day and minute",
        arguments: [
            (1_795_748_679.0, "2026-11-27 03:04 UTC"), (1_710_946_638, "2024-03-20 14:57 UTC"),
            (1_704_067_199, "2023-12-31 23:59 UTC"), (0, "1970-01-01 00:00 UTC"),
        ])
    func lastSync(seconds: Double, text: String) {
        let rendered = renderer.render(Self.ana(lastSyncAt: Date(timeIntervalSince1970: seconds)))

        #expect(
            rendered == """
                signed in to TMDb as ana (account 548)
                last sync: \(text)
                nothing waits to be sent

                """)
    }

    @Test("one change waiting is counted in the singular, with the command that sends it")
    func oneWaiting() {
        let status = Self.ana(lastSyncAt: Date(timeIntervalSince1970: 1_795_748_679), pending: 1)

        #expect(
            renderer.render(status) == """
                signed in to TMDb as ana (account 548)
                last sync: 2026-11-27 03:04 UTC
                1 change waits to be sent; send with popcorn sync

                """)
    }

    @Test("several changes waiting are counted in the plural")
    func severalWaiting() {
        let status = Self.ana(lastSyncAt: Date(timeIntervalSince1970: 1_795_748_679), pending: 3)

        #expect(
            renderer.render(status) == """
                signed in to TMDb as ana (account 548)
                last sync: 2026-11-27 03:04 UTC
                3 changes wait to be sent; send with popcorn sync

                """)
    }

    @Test("a session from TMDB_SESSION_ID is said to be that")
    func fromEnvironment() {
        #expect(
            renderer.render(Self.ana(source: "environment")) == """
                signed in to TMDb as ana (account 548) (the session in TMDB_SESSION_ID)
                last sync: never
                nothing waits to be sent

                """)
    }
}
