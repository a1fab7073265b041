import AccountApplication
import AccountDomain
import ArgumentParser
import Foundation

/// `popcorn account login [--no-browser]`: TMDb's approval flow. A request token, its approval page
/// (opened in the desktop's browser when there is one), then a try every two seconds (Enter tries at
/// once) until TMDb approves or the token expires; the session is kept only once TMDb has said
/// whose it is. Ctrl-C stops it with nothing written.
struct AccountLoginCommand: AsyncParsableCommand {
    /// Seconds between tries while TMDb has not approved yet.
    static let pollInterval = 2.0

    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in to your TMDb account: approve popcorn on TMDb's website.",
        discussion: """
            Needs TMDB_API_KEY or TMDB_READ_ACCESS_TOKEN. Prints the approval page and opens it in the \
            browser when there is a desktop; press Enter once you have approved to go on at once.
            """
    ).leaf

    @Flag(help: "Print the approval page without opening a browser.")
    var noBrowser = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        if let failure = session.accountNeedsTMDb {
            throw failure
        }
        try Self.checkWritable(session.configuration.sessionFileURL.deletingLastPathComponent())
        let login = session.account.makeLoginUseCase()
        let token: RequestToken
        do {
            token = try await login.start()
        } catch {
            throw session.failure(error)
        }
        try session.write("Approve popcorn on TMDb:\n  " + token.approvalURL + "\n")
        if !noBrowser, WebPageOpener(environment: ProcessEnvironment.variables).start(token.approvalURL) {
            session.console.note("the page was handed to your browser")
        }
        session.console.note("waiting for TMDb's approval; press Enter once you have approved, Ctrl-C to stop")
        let enter = EnterKeyWatcher()
        enter.start()
        while true {
            let signedIn: AccountSession?
            do {
                signedIn = try await login.finish(token)
            } catch {
                throw session.failure(error)
            }
            if let signedIn {
                try session.write(
                    "Signed in to TMDb as \(session.style.title(signedIn.username)) (account \(signedIn.accountID)); "
                        + "bring your watchlist and ratings together with " + session.style.command("popcorn sync")
                        + "\n")
                return
            }
            if let expiresAt = token.expiresAt, Date() >= expiresAt {
                throw session.failure(AccountError.tokenExpired)
            }
            await enter.wait(upTo: Self.pollInterval)
        }
    }

    /// Refuses (74) before TMDb is asked anything when the session could not be kept in `directory`,
    /// so nobody approves a session that is then thrown away.
    static func checkWritable(_ directory: URL) throws(CLIFailure) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CLIFailure(
                .userData, "the config directory \(directory.path) could not be made; the session could not be kept")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw CLIFailure(
                .userData,
                "the config directory \(directory.path) cannot be written; the session could not be kept there")
        }
    }
}
