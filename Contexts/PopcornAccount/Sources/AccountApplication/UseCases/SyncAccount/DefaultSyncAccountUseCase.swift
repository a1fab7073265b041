import AccountDomain
import CoreDomain
import Foundation
import Synchronization

/// Pull every page of the account's lists, read the library here and the last base, plan with the
/// sync rule, make the changes here (one transaction per file), send TMDb its changes (a few at a
/// time; the transport paces them), then keep the new base, in which a change that was not made
/// keeps its old state, so the next sync finds it again. Killed at any point, the next sync plans
/// afresh from what both sides hold: nothing lost, nothing made twice.
struct DefaultSyncAccountUseCase: SyncAccountUseCase {
    let resolver: AccountSessionResolver
    let service: any AccountService
    let bases: any SyncBaseRepository
    let library: any LocalLibraryProviding
    let sender: AccountChangeSender
    let now: @Sendable () -> Date

    func execute(dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void) async throws(AccountError)
        -> SyncReportModel
    {
        let session = try await resolver.requiredSession()
        let remote: RemoteLibrary
        let local: LocalLibrary
        let base: SyncBase
        // One count for both halves: the pull's pages, then the changes sent after them.
        let pages = Mutex(0)
        do {
            remote = try await service.library(of: session) { done, total in
                pages.withLock { $0 = total }
                progress(done, total)
            }
            local = try await library.library()
            base = try await bases.base(accountID: session.accountID)
        } catch .unauthorised {
            throw .sessionRevoked
        } catch {
            throw AccountError(error)
        }
        let plan = SyncPlanner.plan(base: base, local: local, remote: remote)
        let names = SyncChangeNames(local: local, remote: remote)
        if dryRun {
            return SyncReportModel(
                dryRun: true, username: session.username,
                changes: names.models(plan.toHere, side: "here") + names.models(plan.toTMDb, side: "tmdb"),
                pendingChanges: plan.toTMDb.count, syncedAt: now())
        }
        let madeHere: [SyncChange]
        do {
            madeHere = try await library.apply(plan.toHere, from: remote, at: now())
        } catch {
            throw AccountError(error)
        }
        let read = pages.withLock { $0 }
        let outcome = await sender.send(plan.toTMDb, for: session) { done, total in
            progress(read + done, read + total)
        }
        let syncedAt = now()
        do {
            let made = Set(madeHere).union(outcome.sent)
            try await bases.update(accountID: session.accountID) { current in
                current.settled(by: plan, made: made, at: syncedAt, over: base)
            }
        } catch {
            throw AccountError(error)
        }
        let pending = plan.toTMDb.count - outcome.sent.count
        if let failure = outcome.failure {
            throw failure == .sessionRevoked ? .sessionRevoked : .interrupted(failure.cause, pending: pending)
        }
        let refused = plan.toTMDb.filter { outcome.refused[$0] != nil }
        return SyncReportModel(
            dryRun: false, username: session.username,
            changes: names.models(madeHere, side: "here") + names.models(outcome.sent, side: "tmdb"),
            pendingChanges: pending, refusedChanges: names.models(refused, side: "tmdb"), syncedAt: syncedAt)
    }
}
