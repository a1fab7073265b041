import CoreDomain
import Foundation
import ReviewsDomain
import ReviewsInfrastructure
import Synchronization
import Testing

/// Records the pages asked for and answers with a stubbed result; an unstubbed call fails the test.
final class MockReviewRemoteDataSource: ReviewRemoteDataSource {
    struct Call: Equatable {
        let title: ReviewedTitle
        let page: Int
    }

    struct State {
        var calledWith: [Call] = []
        var stub: Result<ReviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(_ result: Result<ReviewPage, DataAccessError>) { state.withLock { $0.stub = result } }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(Call(title: title, page: page))
            return state.stub
        }
        guard let stub else {
            Issue.record("MockReviewRemoteDataSource.reviews(of: \(title), page: \(page)) was called without a stub")
            throw .unknown("no stub for reviews(of: \(title), page: \(page))")
        }
        return try stub.get()
    }
}
