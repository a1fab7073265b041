import AccountDomain
import CoreDomain
import Synchronization

/// The sync bases for tests: kept in memory by account, every save recorded; a stubbed error makes
/// saving fail.
public final class MockSyncBaseRepository: SyncBaseRepository {
    private struct State {
        var bases: [Int: SyncBase] = [:]
        var saved: [SyncBase] = []
        var saveError: DataAccessError?
    }

    private let state = Mutex(State())

    public init(bases: [SyncBase] = []) {
        state.withLock { state in
            for base in bases {
                state.bases[base.accountID] = base
            }
        }
    }

    /// Makes ``save(_:)`` fail.
    public func stubSave(error: DataAccessError) {
        state.withLock { $0.saveError = error }
    }

    /// Every base saved, in order.
    public var saved: [SyncBase] { state.withLock { $0.saved } }

    public func base(accountID: Int) async throws(DataAccessError) -> SyncBase {
        state.withLock { $0.bases[accountID] } ?? .empty(accountID: accountID)
    }

    /// Applies `change` to the base kept and records the result as saved, as one step.
    public func update(accountID: Int, _ change: @escaping @Sendable (SyncBase) -> SyncBase)
        async throws(DataAccessError)
    {
        let error = state.withLock { state -> DataAccessError? in
            if let error = state.saveError {
                return error
            }
            let base = change(state.bases[accountID] ?? .empty(accountID: accountID))
            state.bases[accountID] = base
            state.saved.append(base)
            return nil
        }
        if let error {
            throw error
        }
    }

    public func save(_ base: SyncBase) async throws(DataAccessError) {
        let error = state.withLock { state -> DataAccessError? in
            if let error = state.saveError {
                return error
            }
            state.bases[base.accountID] = base
            state.saved.append(base)
            return nil
        }
        if let error {
            throw error
        }
    }
}
