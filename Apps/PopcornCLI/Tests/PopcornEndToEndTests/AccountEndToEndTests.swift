import Foundation
import Testing

/// Signing in to a TMDb account through the real binary, against a loopback TMDb that keeps one
/// account: the approval flow polled until approved, the session kept as a credential (mode 600,
/// never printed, redacted under `--debug`), status, a revoked session, and signing out.
@Suite("Account, end to end")
struct AccountEndToEndTests {
    let server: TMDbAccountServer
    let runner: PopcornRunner

    init() throws {
        server = try TMDbAccountServer()
        runner = try PopcornRunner(environment: ["TMDB_API_KEY": "e2e-key", "TMDB_API_BASE_URL": server.baseURL])
    }

    /// `$XDG_CONFIG_HOME/popcorn/session.json`.
    var sessionFile: URL {
        runner.configHome.appendingPathComponent("popcorn/session.json", isDirectory: false)
    }

    /// Signs in as a person would, pressing Enter every 0.2 s after approving (so each press tries
    /// at once instead of after two seconds); the server approves on the third try.
    func login(_ extra: String = "") async throws -> PopcornRun {
        try await runner.runShell(
            "(for i in 1 2 3 4 5 6 7 8; do sleep 0.2; echo; done) | \"$POPCORN\" account login --no-browser \(extra)")
    }

    @Test(
        "Login prints the approval page, polls until TMDb approves, and keeps the session readable by its owner alone")
    func loginKeepsTheSession() async throws {
        let run = try await login("--debug")
        let session = try #require(server.liveSessions.first, "\(run)")

        #expect(run.status == 0, "\(run)")
        let page = run.stdoutLines.count == 3 ? run.stdoutLines[1] : ""
        #expect(
            run.stdoutLines == [
                "Approve popcorn on TMDb:", page,
                "Signed in to TMDb as popcorn-tester (account 4242); bring your watchlist and ratings together with "
                    + "popcorn sync",
            ],
            "\(run)")
        #expect(page.hasPrefix("  https://www.themoviedb.org/authenticate/") && page.count > 45, "\(run)")
        #expect(server.requests.filter { $0.path == "/3/authentication/session/new" }.count == 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: sessionFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(!run.stdout.contains(session) && !run.stderr.contains(session), "\(run)")
        #expect(run.stderr.contains("session_id=<redacted>"), "\(run)")
    }

    @Test("Status names the account and what waits to be sent, never the session; logout ends it on TMDb")
    func statusAndLogout() async throws {
        _ = try await login()
        let session = try #require(server.liveSessions.first)
        let signedOut = try await runner.run(["account", "status"], environment: ["XDG_CONFIG_HOME": "/nonexistent"])
        _ = try await runner.run(["movie", "550"])  // Cached, so that it can be added --offline: not sent.
        _ = try await runner.run(["watchlist", "add", "movie", "550", "--offline"])
        let status = try await runner.run(["account"])
        let json = try await runner.run(["account", "status", "--json"])
        let logout = try await runner.run(["account", "logout"])
        let after = try await runner.run(["account", "status"])

        #expect(signedOut.stdout == "not signed in to TMDb; sign in with popcorn account login\n", "\(signedOut)")
        #expect(
            status.stdoutLines == [
                "signed in to TMDb as popcorn-tester (account 4242)", "last sync: never",
                "1 change waits to be sent; send with popcorn sync",
            ], "\(status)")
        let document = try JSONDocument.object(json.stdout)
        #expect(document["username"] as? String == "popcorn-tester" && document["pendingChanges"] as? Int == 1)
        #expect(!json.stdout.contains(session) && !status.stdout.contains(session))
        #expect(logout.status == 0 && logout.stdout == "Signed out of TMDb (popcorn-tester)\n", "\(logout)")
        #expect(server.liveSessions.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
        #expect(after.stdout.hasPrefix("not signed in"), "\(after)")
    }

    @Test("Signed in but never synced here: a change is not sent at once, and the line says to sync first")
    func neverSynced() async throws {
        _ = try await login()
        let add = try await runner.run(["watchlist", "add", "movie", "550"])

        #expect(add.status == 0, "\(add)")
        #expect(
            add.stderr.contains(
                "signed in to TMDb, but this machine has not synced yet; run 'popcorn sync' (1 change waits)"),
            "\(add)")
        #expect(server.watchlist("movie") == [])
    }

    @Test("Logout with TMDb unreachable forgets the session here all the same, and says so")
    func logoutUnreachable() async throws {
        _ = try await login()
        server.stop()
        let logout = try await runner.run(["account", "logout"], environment: ["POPCORN_HTTP_TIMEOUT": "2"])

        #expect(logout.status == 0, "\(logout)")
        #expect(logout.stdout.hasPrefix("Signed out of TMDb (popcorn-tester); TMDb could not be told"), "\(logout)")
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
    }

    @Test("A session revoked on the website: sync says so (77), and a change made here waits as pending")
    func revokedSession() async throws {
        _ = try await login()
        _ = try await runner.run(["sync"])
        server.revokeAllSessions()
        let sync = try await runner.run(["sync"])
        let add = try await runner.run(["watchlist", "add", "movie", "550"])
        let status = try await runner.run(["account", "status"])

        #expect(sync.status == 77, "\(sync)")
        #expect(
            sync.stderr
                == "popcorn: error: your TMDb session is no longer valid; run 'popcorn account login'; "
                + "what you change here waits until then\n", "\(sync)")
        #expect(add.status == 0, "\(add)")
        #expect(add.stderr.contains("your TMDb session is no longer valid; 1 change waits"), "\(add)")
        #expect(status.stdoutLines.last == "1 change waits to be sent; send with popcorn sync", "\(status)")
    }

    @Test("A session file others can read is refused (78) until chmod 600; login on the catalog is refused (77)")
    func refusals() async throws {
        _ = try await login()
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sessionFile.path)
        let status = try await runner.run(["account", "status"])
        let catalog = try await runner.run(["account", "login", "--source", "catalog"])

        let logout = try await runner.run(["account", "logout"])

        #expect(status.status == 78, "\(status)")
        #expect(status.stderr.contains("can be read by others; run chmod 600"), "\(status)")
        #expect(logout.status == 0 && server.liveSessions.isEmpty, "\(logout)")
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
        #expect(catalog.status == 77, "\(catalog)")
        #expect(catalog.stderr.contains("a TMDb account needs live TMDb"), "\(catalog)")
    }
}
