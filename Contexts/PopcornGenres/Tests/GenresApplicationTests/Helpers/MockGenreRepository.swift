import CoreDomain
import Foundation
import GenresDomain
import Synchronization
import Testing

/// Records the kinds asked for and answers with a stubbed list; an unstubbed call fails the test.
final class MockGenreRepository: GenreRepository {
    private let state: Mutex<(calledWith: [GenreMediaType], stub: Result<[Genre], DataAccessError>?)>

    init(stub: Result<[Genre], DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The kinds asked for, oldest first.
    var genresCalledWith: [GenreMediaType] { state.withLock { $0.calledWith } }

    func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> [Genre] {
        let stub = state.withLock { state in
            state.calledWith.append(mediaType)
            return state.stub
        }
        guard let stub else {
            Issue.record("MockGenreRepository.genres(for: \(mediaType)) was called without a stub")
            throw .unknown("MockGenreRepository.genres: no stub")
        }
        return try stub.get()
    }
}
