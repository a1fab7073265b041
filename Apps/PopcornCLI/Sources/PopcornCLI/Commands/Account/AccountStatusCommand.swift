import AccountApplication
import ArgumentParser
import Foundation

/// `popcorn account [status]`: which TMDb account is signed in, its last sync and what waits to be sent.
struct AccountStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show which TMDb account is signed in, when it was last synced and what waits to be sent."
    ).leaf

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        if session.configuration.environmentSession != nil, let failure = session.accountNeedsTMDb {
            throw failure  // Whose TMDB_SESSION_ID is, only TMDb can say.
        }
        let status: AccountStatusModel
        do {
            status = try await session.account.makeFetchAccountStatusUseCase().execute()
        } catch {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(status)
            return
        }
        try session.write(AccountStatusRenderer(style: session.style).render(status))
    }
}
