import CollectionsDomain
import CoreDomain
import Foundation
import Synchronization

/// Records calls and returns a stubbed result; an unstubbed call fails.
public final class MockFilmCollectionRepository: FilmCollectionRepository {
    private let state: Mutex<(calledWith: [Int], stub: Result<FilmCollection, DataAccessError>?)>

    public init(stub: Result<FilmCollection, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The ids asked for, in order.
    public var calledWith: [Int] { state.withLock { $0.calledWith } }

    public func filmCollection(withID id: Int) async throws(DataAccessError) -> FilmCollection {
        let stub = state.withLock { state in
            state.calledWith.append(id)
            return state.stub
        }
        guard let stub else { throw .unknown("MockFilmCollectionRepository: no stub") }
        return try stub.get()
    }
}
