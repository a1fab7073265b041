import CoreDomain
import Foundation
import Synchronization
import Testing
import WatchlistDomain

/// Records every call and answers with stubbed results; an unstubbed call fails the test.
///
/// `importEntries` answers through a closure of what it was given, so a test can say what an import
/// of those entries adds (``addsEveryEntry``) without knowing them in advance.
final class MockWatchlistRepository: WatchlistRepository {
    typealias ImportAnswer = @Sendable ([WatchlistEntry]) -> Result<WatchlistImportResult, DataAccessError>

    struct State {
        var entriesCallCount = 0
        var entryCalledWith: [WatchlistItemID] = []
        var addCalledWith: [(title: WatchlistTitle, addedAt: Date)] = []
        var removeCalledWith: [WatchlistItemID] = []
        var setWatchedCalledWith: [(id: WatchlistItemID, date: Date?)] = []
        var setNoteCalledWith: [(id: WatchlistItemID, note: String?)] = []
        var importEntriesCalledWith: [[WatchlistEntry]] = []
        var applySyncCalledWith: [(adding: [WatchlistEntry], removing: [WatchlistItemID])] = []

        var entries: Result<[WatchlistEntry], DataAccessError>?
        var entry: Result<WatchlistEntry?, DataAccessError>?
        var add: Result<(WatchlistEntry, isNew: Bool), DataAccessError>?
        var remove: Result<WatchlistEntry?, DataAccessError>?
        var setWatched: Result<WatchlistEntry?, DataAccessError>?
        var setNote: Result<WatchlistEntry?, DataAccessError>?
        var importEntries: ImportAnswer?
        var applySync: Result<Void, DataAccessError>?
    }

    private let state = Mutex(State())

    init(entries: Result<[WatchlistEntry], DataAccessError>? = nil) {
        state.withLock { $0.entries = entries }
    }

    /// An import answer that adds every entry given and finds none already there.
    static let addsEveryEntry: ImportAnswer = { .success(WatchlistImportResult(added: $0.map(\.id), alreadyThere: [])) }

    /// Sets the stubs; a stub left `nil` fails the call.
    func stub(_ change: (inout State) -> Void) {
        state.withLock { state in change(&state) }
    }

    var entriesCallCount: Int { state.withLock { $0.entriesCallCount } }
    var entryCalledWith: [WatchlistItemID] { state.withLock { $0.entryCalledWith } }
    var addCalledWith: [(title: WatchlistTitle, addedAt: Date)] { state.withLock { $0.addCalledWith } }
    var removeCalledWith: [WatchlistItemID] { state.withLock { $0.removeCalledWith } }
    var setWatchedCalledWith: [(id: WatchlistItemID, date: Date?)] { state.withLock { $0.setWatchedCalledWith } }
    var setNoteCalledWith: [(id: WatchlistItemID, note: String?)] { state.withLock { $0.setNoteCalledWith } }
    var importEntriesCalledWith: [[WatchlistEntry]] { state.withLock { $0.importEntriesCalledWith } }
    var applySyncCalledWith: [(adding: [WatchlistEntry], removing: [WatchlistItemID])] {
        state.withLock { $0.applySyncCalledWith }
    }

    func entries() async throws(DataAccessError) -> [WatchlistEntry] {
        let stub = state.withLock { state in
            state.entriesCallCount += 1
            return state.entries
        }
        return try Self.answer(stub, call: "entries()")
    }

    func entry(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistEntry? {
        let stub = state.withLock { state in
            state.entryCalledWith.append(id)
            return state.entry
        }
        return try Self.answer(stub, call: "entry(\(id))")
    }

    func add(_ title: WatchlistTitle, at addedAt: Date) async throws(DataAccessError) -> (
        WatchlistEntry, isNew: Bool
    ) {
        let stub = state.withLock { state in
            state.addCalledWith.append((title, addedAt))
            return state.add
        }
        return try Self.answer(stub, call: "add(\(title.id))")
    }

    func remove(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistEntry? {
        let stub = state.withLock { state in
            state.removeCalledWith.append(id)
            return state.remove
        }
        return try Self.answer(stub, call: "remove(\(id))")
    }

    func setWatched(_ id: WatchlistItemID, at date: Date?) async throws(DataAccessError) -> WatchlistEntry? {
        let stub = state.withLock { state in
            state.setWatchedCalledWith.append((id, date))
            return state.setWatched
        }
        return try Self.answer(stub, call: "setWatched(\(id))")
    }

    func setNote(_ id: WatchlistItemID, to note: String?) async throws(DataAccessError) -> WatchlistEntry? {
        let stub = state.withLock { state in
            state.setNoteCalledWith.append((id, note))
            return state.setNote
        }
        return try Self.answer(stub, call: "setNote(\(id))")
    }

    func importEntries(_ entries: [WatchlistEntry]) async throws(DataAccessError) -> WatchlistImportResult {
        let answer = state.withLock { state in
            state.importEntriesCalledWith.append(entries)
            return state.importEntries
        }
        return try Self.answer(answer?(entries), call: "importEntries(\(entries.count) entries)")
    }

    func applySync(adding: [WatchlistEntry], removing: [WatchlistItemID]) async throws(DataAccessError) {
        let stub = state.withLock { state in
            state.applySyncCalledWith.append((adding, removing))
            return state.applySync
        }
        try Self.answer(stub, call: "applySync(adding: \(adding.count), removing: \(removing.count))")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockWatchlistRepository.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
