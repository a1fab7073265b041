import AccountDomain
import CoreDomain
import Foundation

/// The session, then the library here against the last sync's base: whatever differs is sent (a
/// rating only when it was changed from `changedSince` on), and the base takes in what TMDb has now,
/// agreed from now on. Not signed in: nothing to do, and no request made. Never synced on this
/// machine: nothing is sent either (the account's state is unknown here), and the report says so.
struct DefaultPushPendingChangesUseCase: PushPendingChangesUseCase {
    let resolver: AccountSessionResolver
    let bases: any SyncBaseRepository
    let library: any LocalLibraryProviding
    let sender: AccountChangeSender
    let now: @Sendable () -> Date

    func execute(changedSince: Date) async -> PushReportModel {
        let session: AccountSession
        let base: SyncBase
        let pending: [SyncChange]
        let library: LocalLibrary
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
            library = try await self.library.library()
            pending = SyncPlanner.pending(base: base, local: library)
        } catch {
            return PushReportModel(sent: 0, pending: 0, failure: AccountError(error))
        }
        guard !pending.isEmpty else {
            return PushReportModel(sent: 0, pending: 0, failure: nil)
        }
        guard base.lastSyncAt != nil else {
            return PushReportModel(sent: 0, pending: pending.count, failure: .neverSynced)
        }
        let sending = pending.filter { change in
            guard case .rating(let key, _) = change else {
                return true
            }
            return (library.ratings[key]?.changedAt).map { $0 >= changedSince } ?? true
        }
        let outcome = await sender.send(sending, for: session) { _, _ in }
        var failure = outcome.failure
        if !outcome.sent.isEmpty {
            let sent = outcome.sent
            let agreedAt = now()
            do {
                try await bases.update(accountID: session.accountID) { $0.including(sent, at: agreedAt) }
            } catch {
                failure = failure ?? AccountError(error)
            }
        }
        return PushReportModel(sent: outcome.sent.count, pending: pending.count - outcome.sent.count, failure: failure)
    }
}
