import CoreDomain
import Foundation
import SearchDomain
import SearchInfrastructure
import Synchronization
import Testing

/// A history data source that records its calls and answers with stubbed results; an unstubbed
/// call fails the test.
final class MockMediaSearchHistoryLocalDataSource: MediaSearchHistoryLocalDataSource {
    struct State {
        var recordCalledWith: [MediaSearchHistoryEntry] = []
        var entriesCalledWith: [Int] = []
        var deleteAllCallCount = 0
        var record: Result<Void, DataAccessError>?
        var entries: Result<[MediaSearchHistoryEntry], DataAccessError>?
        var deleteAll: Result<Int, DataAccessError>?
    }

    private let state = Mutex(State())

    init(
        record: Result<Void, DataAccessError>? = nil,
        entries: Result<[MediaSearchHistoryEntry], DataAccessError>? = nil,
        deleteAll: Result<Int, DataAccessError>? = nil
    ) {
        state.withLock { state in
            state.record = record
            state.entries = entries
            state.deleteAll = deleteAll
        }
    }

    var recordCalledWith: [MediaSearchHistoryEntry] { state.withLock { $0.recordCalledWith } }
    var entriesCalledWith: [Int] { state.withLock { $0.entriesCalledWith } }
    var deleteAllCallCount: Int { state.withLock { $0.deleteAllCallCount } }

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

    func deleteAll() async throws(DataAccessError) -> Int {
        let stub = state.withLock { state in
            state.deleteAllCallCount += 1
            return state.deleteAll
        }
        return try Self.answer(stub, call: "deleteAll")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockMediaSearchHistoryLocalDataSource.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
