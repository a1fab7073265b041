import AccountApplication
import AccountDomain
import CoreDomain
import Foundation

extension CommandSession {
    /// The CLI failure for an account command's error: 77 for a session missing, refused, revoked or a
    /// sign-in that expired, 78 for a session file others can read, 74 when the session file or the
    /// user data cannot be used, and the usual codes for TMDb's own failures.
    func failure(_ error: AccountError) -> CLIFailure {
        switch error {
        case .notSignedIn:
            return CLIFailure(.credentials, "not signed in to TMDb; run 'popcorn account login'")
        case .sessionRevoked:
            return CLIFailure(
                .credentials, "your TMDb session is no longer valid; run 'popcorn account login'" + waiting)
        case .neverSynced:
            return CLIFailure(
                .credentials, "this machine has not synced with your TMDb account yet; run 'popcorn sync'")
        case .tokenExpired:
            return CLIFailure(
                .credentials, "the sign-in expired before TMDb approved it; run 'popcorn account login' again")
        case .sessionFile(.readableByOthers(let path)):
            return CLIFailure(
                .configuration,
                "the TMDb session file \(path) can be read by others; run chmod 600 \(ShellQuoting.quote(path))")
        case .sessionFile(.unreadable(let message)), .sessionFile(.unwritable(let message)):
            return CLIFailure(.userData, message)
        case .interrupted(let cause, let pending):
            let failure = accountFailure(cause)
            let left = pending == 1 ? "1 change waits" : "\(pending) changes wait"
            return CLIFailure(
                failure.status, "the sync stopped: \(failure.message); \(left) for the next 'popcorn sync'")
        case .notFound, .unauthorised, .unknown:
            return accountFailure(error.cause)
        }
    }

    /// What a TMDb or storage failure of an account command says, and its exit code.
    private func accountFailure(_ cause: DataAccessError) -> CLIFailure {
        switch cause {
        case .unauthorised(let detail):
            return CLIFailure(
                .credentials,
                "TMDb refused the request\(detail.map { ": \($0)" } ?? ""); check \(EnvironmentKey.apiKey) or "
                    + "\(EnvironmentKey.readAccessToken), or run 'popcorn account login'")
        case .storage(let detail):
            return CLIFailure(.userData, detail ?? "your watchlist, ratings or sync state could not be used")
        case .unreachable(let detail):
            return CLIFailure(
                .unavailable,
                (detail ?? "TMDb could not be reached")
                    + "; check the network (or \(EnvironmentKey.baseURL)) and try again")
        case .rateLimited(let detail):
            return CLIFailure(
                .rateLimited,
                "TMDb is rate limiting requests\(detail.map { " (\($0))" } ?? ""); wait a minute and try again")
        case .notFound:
            return CLIFailure(
                .notFound,
                "TMDb does not know that account or session; check \(EnvironmentKey.baseURL), or sign in again")
        case .invalidResponse(let detail):
            return CLIFailure(
                .dataError, "TMDb answered with something that could not be read\(detail.map { ": \($0)" } ?? "")")
        case .unknown(let detail):
            return CLIFailure(
                .failure, "TMDb could not do it\(detail.map { ": \($0)" } ?? ""); add --debug for details")
        }
    }

    /// What a revoked session means for the changes made here.
    private var waiting: String { "; what you change here waits until then" }

    /// The failure for an account command that needs live TMDb, when the source is the demo catalog
    /// or `--offline` keeps it from the network; `nil` when TMDb can be asked.
    var accountNeedsTMDb: CLIFailure? {
        if configuration.source.isCatalog {
            return CLIFailure(
                .credentials,
                "a TMDb account needs live TMDb: set \(EnvironmentKey.readAccessToken) or \(EnvironmentKey.apiKey) "
                    + "(the demo catalog has no accounts)")
        }
        if configuration.cachePolicy == .offline {
            return CLIFailure(.usage, "a TMDb account needs the network; drop --offline")
        }
        return nil
    }

    /// After a change to the watchlist or the ratings: sends what changed here to the TMDb account at
    /// once, when signed in (best effort). When TMDb cannot take it, one warning says so and the
    /// change waits for the next change or sync; the command succeeds all the same. Not signed in,
    /// on the catalog or `--offline`: nothing is asked.
    func sendChangesToAccount() async {
        if let warning = await changesSentToAccount() {
            console.warning(warning)
        }
    }

    /// How long a change made here may wait for TMDb to take it before the command ends anyway (the
    /// change then waits as pending): a command must not hang on a network that is down.
    static let sendingTimeLimit: Duration = .seconds(3)

    /// Sends what changed here to the TMDb account, when signed in; returns the warning to show when
    /// some of it has to wait (`browse` shows it in its status line), or `nil`.
    func changesSentToAccount() async -> String? {
        guard accountNeedsTMDb == nil,
            configuration.environmentSession != nil
                || FileManager.default.fileExists(atPath: configuration.sessionFileURL.path)
        else {
            return nil
        }
        let push = account.makePushPendingChangesUseCase()
        let since = startedAt
        let report = await withTaskGroup(of: PushReportModel?.self) { group in
            group.addTask { await push.execute(changedSince: since) }
            group.addTask {
                try? await Task.sleep(for: Self.sendingTimeLimit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let report else {
            return "TMDb did not answer in time; what you changed waits for the next change or 'popcorn sync'"
        }
        guard let failure = report.failure else {
            return nil
        }
        let left = report.pending == 1 ? "1 change waits" : "\(report.pending) changes wait"
        switch failure {
        case .neverSynced:
            return "signed in to TMDb, but this machine has not synced yet; run 'popcorn sync' (\(left))"
        case .sessionRevoked:
            return
                "your TMDb session is no longer valid; \(left) until you run 'popcorn account login' and 'popcorn sync'"
        case .sessionFile:
            return self.failure(failure).message + "; the change was made here"
        default:
            return "TMDb could not take the change now; \(left) for the next change or 'popcorn sync'"
        }
    }
}
