import AccountDomain
import Synchronization

/// The session file for tests: keeps the session in memory and records saves and deletes; a
/// stubbed error makes every call fail.
public final class MockSessionRepository: SessionRepository {
    private struct State {
        var session: AccountSession?
        var error: SessionStoreError?
        var saved: [AccountSession] = []
        var deletes = 0
    }

    private let state = Mutex(State())

    public init(session: AccountSession? = nil, error: SessionStoreError? = nil) {
        state.withLock {
            $0.session = session
            $0.error = error
        }
    }

    /// The session kept now.
    public var current: AccountSession? { state.withLock { $0.session } }
    /// Every session saved, in order.
    public var saved: [AccountSession] { state.withLock { $0.saved } }
    /// How often the session was deleted.
    public var deletes: Int { state.withLock { $0.deletes } }

    public func session() throws(SessionStoreError) -> AccountSession? {
        let (session, error) = state.withLock { ($0.session, $0.error) }
        if let error {
            throw error
        }
        return session
    }

    /// The session kept, unless the stubbed error is other than ``SessionStoreError/readableByOthers(path:)``.
    public func sessionReadableByOthers() throws(SessionStoreError) -> AccountSession? {
        let (session, error) = state.withLock { ($0.session, $0.error) }
        if let error, !Self.isReadableByOthers(error) {
            throw error
        }
        return session
    }

    public func save(_ session: AccountSession) throws(SessionStoreError) {
        let error = state.withLock { state -> SessionStoreError? in
            guard state.error == nil else {
                return state.error
            }
            state.session = session
            state.saved.append(session)
            return nil
        }
        if let error {
            throw error
        }
    }

    public func delete() throws(SessionStoreError) {
        let error = state.withLock { state -> SessionStoreError? in
            // A file others may read can still be removed.
            if let error = state.error, !Self.isReadableByOthers(error) {
                return error
            }
            state.session = nil
            state.deletes += 1
            return nil
        }
        if let error {
            throw error
        }
    }

    private static func isReadableByOthers(_ error: SessionStoreError) -> Bool {
        if case .readableByOthers = error {
            return true
        }
        return false
    }
}
