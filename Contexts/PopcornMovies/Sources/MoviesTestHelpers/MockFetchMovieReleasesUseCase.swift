import CoreApplication
import Foundation
import MoviesApplication
import Synchronization
import Testing

/// Records every call's ids and region and answers each movie with its stubbed releases; a movie
/// without a stub fails the test.
public final class MockFetchMovieReleasesUseCase: FetchMovieReleasesUseCase {
    private let state = Mutex<
        (calledWith: [(ids: Set<Int>, region: String)], stubs: [Int: Result<MovieReleases, FetchError>])
    >(([], [:]))

    /// A use case answering each movie id with its stub.
    public init(_ stubs: [Int: Result<MovieReleases, FetchError>] = [:]) {
        state.withLock { $0.stubs = stubs }
    }

    public var calledWith: [(ids: Set<Int>, region: String)] { state.withLock { $0.calledWith } }

    public func execute(ids: Set<Int>, region: String, progress: @escaping @Sendable (Int) -> Void) async
        -> [Int: Result<MovieReleases, FetchError>]
    {
        let stubs = state.withLock { state in
            state.calledWith.append((ids, region))
            return state.stubs
        }
        var answers: [Int: Result<MovieReleases, FetchError>] = [:]
        for id in ids.sorted() {
            guard let stub = stubs[id] else {
                Issue.record("MockFetchMovieReleasesUseCase.execute was called for \(id) without a stub")
                answers[id] = .failure(.unknown(.unknown("no stub")))
                continue
            }
            answers[id] = stub
            progress(answers.count)
        }
        return answers
    }
}
