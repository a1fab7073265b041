import AccountApplication
import ArgumentParser

/// `popcorn account logout`: ends the session on TMDb, then forgets it here, even when TMDb cannot
/// be reached (the line says so).
struct AccountLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Sign out: end the session on TMDb and forget it here."
    ).leaf

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        if session.configuration.source.isCatalog {
            // No TMDb to end the session on: forgetting it here is all that can be done.
            session.console.note("no TMDb credentials set; the session is only forgotten here")
        }
        let logout: LogoutModel
        do {
            logout = try await session.account.makeLogoutUseCase().execute()
        } catch {
            throw session.failure(error)
        }
        guard logout.wasSignedIn else {
            try session.write("not signed in to TMDb; nothing to do\n")
            return
        }
        var line = "Signed out of TMDb" + (logout.username.map { " (\(session.style.title($0)))" } ?? "")
        if let failure = logout.tmdbFailure {
            line +=
                "; TMDb could not be told (\(session.failure(failure).message)): the session was forgotten here, "
                + "and stays valid on TMDb until it expires or you revoke popcorn's access on the website"
        }
        try session.write(line + "\n")
        if logout.fromEnvironment {
            session.console.note("TMDB_SESSION_ID still names that session; unset it")
        }
    }
}
