import AccountApplication
import ArgumentParser

/// `popcorn sync [--dry-run]`: two-way sync of the watchlist and the ratings with the TMDb account.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync your watchlist and ratings with your TMDb account, both ways.",
        discussion: """
            Nothing is lost: a change made on one side since the last sync reaches the other; a title \
            changed on both sides keeps the change made here, and a rating changed on both keeps the newer. \
            --dry-run lists what would change on each side and changes nothing.
            """
    ).leaf

    @Flag(help: "List what would change here and on TMDb, and change nothing.")
    var dryRun = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        if let failure = session.accountNeedsTMDb {
            throw failure
        }
        let progress = ImportProgressLine(
            errors: session.console.errors, isTerminal: session.console.errors.isTerminal,
            text: { "syncing: \($0)/\($1)" })
        let report: SyncReportModel
        do {
            report = try await session.account.makeSyncAccountUseCase().execute(dryRun: dryRun) { done, total in
                progress.report(done: done, total: total)
            }
        } catch {
            progress.finish()
            throw session.failure(error)
        }
        progress.finish()
        try session.report(
            report, human: SyncReportRenderer(style: session.style, width: session.terminal.width).render(report),
            made: dryRun ? "nothing was changed" : "the sync was made")
    }
}
