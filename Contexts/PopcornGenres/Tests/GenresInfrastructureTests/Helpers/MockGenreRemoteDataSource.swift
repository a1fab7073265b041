import CoreDomain
import GenresDomain
import GenresInfrastructure
import Synchronization
import Testing

/// Records the kinds fetched and answers with a stubbed list; an unstubbed call fails the test.
final class MockGenreRemoteDataSource: GenreRemoteDataSource {
    private let state = Mutex<(calledWith: [GenreMediaType], stub: Result<[Genre], DataAccessError>?)>(([], nil))

    func stub(_ result: Result<[Genre], DataAccessError>) { state.withLock { $0.stub = result } }

    /// The kinds fetched, oldest first.
    var genresCalledWith: [GenreMediaType] { state.withLock { $0.calledWith } }

    func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> [Genre] {
        let stub = state.withLock { state in
            state.calledWith.append(mediaType)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockGenreRemoteDataSource.genres(for: \(mediaType)) was called without a stub")
            throw .unknown("no stub for genres")
        }
        return try stub.get()
    }
}
