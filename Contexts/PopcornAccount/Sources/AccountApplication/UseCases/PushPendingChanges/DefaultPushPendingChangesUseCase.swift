import AccountDomain
import CoreDomain

/// The session, then the library here against the last sync's base: whatever differs is sent, and
/// the base takes in what TMDb has now. Not signed in: nothing to do, and no request made.
struct DefaultPushPendingChangesUseCase: PushPendingChangesUseCase {
    let resolver: AccountSessionResolver
    let bases: any SyncBaseRepository
    let library: any LocalLibraryProviding
    let sender: AccountChangeSender

    func execute() async -> PushReportModel {
        let session: AccountSession
        let base: SyncBase
        let pending: [SyncChange]
        do {
            guard let signedIn = try await resolver.session() else {
                return .notSignedIn
            }
            session = signedIn
        } catch {
            return PushReportModel(sent: 0, pending: 0, failure: error)
        }
        do {
            base = try await bases.base(accountID: session.accountID)
            pending = SyncPlanner.pending(base: base, local: try await library.library())
        } catch {
            return PushReportModel(sent: 0, pending: 0, failure: AccountError(error))
        }
        guard !pending.isEmpty else {
            return PushReportModel(sent: 0, pending: 0, failure: nil)
        }
        let outcome = await sender.send(pending, for: session) { _, _ in }
        var failure = outcome.failure
        if !outcome.sent.isEmpty {
            do {
                try await bases.save(base.including(outcome.sent))
            } catch {
                failure = failure ?? AccountError(error)
            }
        }
        return PushReportModel(sent: outcome.sent.count, pending: pending.count - outcome.sent.count, failure: failure)
    }
}
