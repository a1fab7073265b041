import AccountDomain
import CoreDomain
import Foundation
import Synchronization

/// TMDb's side of an account for tests: answers from what was stubbed, records every call, and
/// keeps the account's library, which each change sent updates as TMDb would. An unstubbed call fails.
public final class MockAccountService: AccountService {
    private struct State {
        var token: Result<RequestToken, DataAccessError>?
        var sessionAnswers: [Result<SessionID?, DataAccessError>] = []
        var identity: Result<AccountIdentity, DataAccessError>?
        var deleteError: DataAccessError?
        var library: RemoteLibrary?
        var libraryError: DataAccessError?
        var sendErrors: [SyncChange: DataAccessError] = [:]
        var sent: [SyncChange] = []
        var deleted: [SessionID] = []
        var sessionCalls = 0
        var identityCalls: [SessionID] = []
    }

    private let state = Mutex(State())

    /// - Parameters:
    ///   - library: the account's watchlist and ratings; `nil` makes `library(of:progress:)` and
    ///     `send(_:for:)` fail as unstubbed.
    public init(
        token: RequestToken? = nil, identity: AccountIdentity? = nil, library: RemoteLibrary? = nil
    ) {
        state.withLock {
            $0.token = token.map { .success($0) }
            $0.identity = identity.map { .success($0) }
            $0.library = library
        }
    }

    /// The answers of ``session(for:)``, one per call, in order (the last repeats).
    public func stubSessions(_ answers: [Result<SessionID?, DataAccessError>]) {
        state.withLock { $0.sessionAnswers = answers }
    }

    /// Makes ``identity(of:)`` fail.
    public func stubIdentity(error: DataAccessError) {
        state.withLock { $0.identity = .failure(error) }
    }

    /// Makes ``deleteSession(_:)`` fail.
    public func stubDeleteSession(error: DataAccessError) {
        state.withLock { $0.deleteError = error }
    }

    /// Makes ``library(of:progress:)`` fail.
    public func stubLibrary(error: DataAccessError) {
        state.withLock { $0.libraryError = error }
    }

    /// Makes sending `change` fail with `error`.
    public func stubSend(_ change: SyncChange, error: DataAccessError) {
        state.withLock { $0.sendErrors[change] = error }
    }

    /// Changes the account as TMDb's website would.
    public func changeLibrary(_ update: (inout RemoteLibrary) -> Void) {
        state.withLock { state in
            var library = state.library ?? .empty
            update(&library)
            state.library = library
        }
    }

    /// The account's watchlist and ratings now.
    public var library: RemoteLibrary? { state.withLock { $0.library } }
    /// Every change sent, in the order sent.
    public var sent: [SyncChange] { state.withLock { $0.sent } }
    /// Every session ended.
    public var deleted: [SessionID] { state.withLock { $0.deleted } }
    /// How often ``session(for:)`` was asked.
    public var sessionCalls: Int { state.withLock { $0.sessionCalls } }
    /// The sessions ``identity(of:)`` was asked about.
    public var identityCalls: [SessionID] { state.withLock { $0.identityCalls } }

    public func requestToken() async throws(DataAccessError) -> RequestToken {
        guard let token = state.withLock({ $0.token }) else {
            throw .unknown("unstubbed requestToken()")
        }
        return try token.get()
    }

    public func session(for token: RequestToken) async throws(DataAccessError) -> SessionID? {
        let answer = state.withLock { state -> Result<SessionID?, DataAccessError>? in
            state.sessionCalls += 1
            guard !state.sessionAnswers.isEmpty else {
                return nil
            }
            return state.sessionAnswers.count == 1 ? state.sessionAnswers[0] : state.sessionAnswers.removeFirst()
        }
        guard let answer else {
            throw .unknown("unstubbed session(for:)")
        }
        return try answer.get()
    }

    public func identity(of session: SessionID) async throws(DataAccessError) -> AccountIdentity {
        let identity = state.withLock { state in
            state.identityCalls.append(session)
            return state.identity
        }
        guard let identity else {
            throw .unknown("unstubbed identity(of:)")
        }
        return try identity.get()
    }

    public func deleteSession(_ session: SessionID) async throws(DataAccessError) {
        let error = state.withLock { state in
            state.deleted.append(session)
            return state.deleteError
        }
        if let error {
            throw error
        }
    }

    public func library(
        of account: AccountSession, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws(DataAccessError) -> RemoteLibrary {
        let (library, error) = state.withLock { ($0.library, $0.libraryError) }
        if let error {
            throw error
        }
        guard let library else {
            throw .unknown("unstubbed library(of:progress:)")
        }
        progress(1, 1)
        return library
    }

    public func send(_ change: SyncChange, for account: AccountSession) async throws(DataAccessError) {
        let error = state.withLock { state -> DataAccessError? in
            if let error = state.sendErrors[change] {
                return error
            }
            guard var library = state.library else {
                return .unknown("unstubbed send(_:for:)")
            }
            state.sent.append(change)
            switch change {
            case .watchlist(let key, let onWatchlist):
                var watchlist = library.watchlist
                watchlist[key] = onWatchlist ? AccountTitle(name: "\(key)") : nil
                library = RemoteLibrary(watchlist: watchlist, ratings: library.ratings)
            case .rating(let key, let halves):
                var ratings = library.ratings
                ratings[key] = halves.map { RemoteRating(halves: $0, ratedAt: nil, name: "\(key)") }
                library = RemoteLibrary(watchlist: library.watchlist, ratings: ratings)
            }
            state.library = library
            return nil
        }
        if let error {
            throw error
        }
    }
}
