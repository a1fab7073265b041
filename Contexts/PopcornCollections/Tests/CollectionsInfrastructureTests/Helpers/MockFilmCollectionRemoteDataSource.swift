import CollectionsDomain
import CollectionsInfrastructure
import CoreDomain
import Foundation
import Synchronization
import Testing

/// Records calls and returns stubbed results; an unstubbed call fails the test.
final class MockFilmCollectionRemoteDataSource: FilmCollectionRemoteDataSource {
    struct SearchCall: Equatable {
        let query: String
        let page: Int
    }

    struct State {
        var filmCollectionCalledWith: [Int] = []
        var filmCollectionStub: Result<FilmCollection, DataAccessError>?
        var searchCalledWith: [SearchCall] = []
        var searchStub: Result<FilmCollectionPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(filmCollection result: Result<FilmCollection, DataAccessError>) {
        state.withLock { $0.filmCollectionStub = result }
    }
    func stub(search result: Result<FilmCollectionPreviewPage, DataAccessError>) {
        state.withLock { $0.searchStub = result }
    }

    var filmCollectionCalledWith: [Int] { state.withLock { $0.filmCollectionCalledWith } }
    var searchCalledWith: [SearchCall] { state.withLock { $0.searchCalledWith } }

    func filmCollection(withID id: Int) async throws(DataAccessError) -> FilmCollection {
        let stub = state.withLock { state in
            state.filmCollectionCalledWith.append(id)
            return state.filmCollectionStub
        }
        return try Self.answer(stub, call: "filmCollection(withID: \(id))")
    }

    func searchFilmCollections(query: String, page: Int) async throws(DataAccessError) -> FilmCollectionPreviewPage {
        let stub = state.withLock { state in
            state.searchCalledWith.append(SearchCall(query: query, page: page))
            return state.searchStub
        }
        return try Self.answer(stub, call: "searchFilmCollections(query: \(query), page: \(page))")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockFilmCollectionRemoteDataSource.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
