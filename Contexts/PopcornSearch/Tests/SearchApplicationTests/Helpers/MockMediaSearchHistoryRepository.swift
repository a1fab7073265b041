import CoreDomain
import Foundation
import SearchDomain
import Synchronization
import Testing

/// Records every call and answers with stubbed results; an unstubbed call fails the test.
final class MockMediaSearchHistoryRepository: MediaSearchHistoryRepository {
    struct State {
        var recordCalledWith: [MediaSearchHistoryEntry] = []
        var entriesCalledWith: [Int] = []
        var clearCallCount = 0
        var record: Result<Void, DataAccessError>?
        var entries: Result<[MediaSearchHistoryEntry], DataAccessError>?
        var clear: Result<Int, DataAccessError>?
    }

    private let state = Mutex(State())

    init(
        record: Result<Void, DataAccessError>? = nil,
        entries: Result<[MediaSearchHistoryEntry], DataAccessError>? = nil,
        clear: Result<Int, DataAccessError>? = nil
    ) {
        state.withLock { state in
            state.record = record
            state.entries = entries
            state.clear = clear
        }
    }

    var recordCalledWith: [MediaSearchHistoryEntry] { state.withLock { $0.recordCalledWith } }
    var entriesCalledWith: [Int] { state.withLock { $0.entriesCalledWith } }
    var clearCallCount: Int { state.withLock { $0.clearCallCount } }

    func record(_ entry: MediaSearchHistoryEntry) async throws(DataAccessError) {
        let stub = state.withLock { state in
            state.recordCalledWith.append(entry)
            return state.record
        }
        try Self.answer(stub, call: "record")
    }

    func entries(limit: Int) async throws(DataAccessError) -> [MediaSearchHistoryEntry] {
        let stub = state.withLock { state in
            state.entriesCalledWith.append(limit)
            return state.entries
        }
        return try Self.answer(stub, call: "entries(limit: \(limit))")
    }

    func clear() async throws(DataAccessError) -> Int {
        let stub = state.withLock { state in
            state.clearCallCount += 1
            return state.clear
        }
        return try Self.answer(stub, call: "clear")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockMediaSearchHistoryRepository.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
