import CoreDomain
import Foundation
import ReviewsDomain
import Synchronization

/// Records calls and returns a stubbed result; an unstubbed call fails.
public final class MockReviewRepository: ReviewRepository {
    /// One page of reviews the repository was asked for.
    public struct Call: Equatable, Sendable {
        public let title: ReviewedTitle
        public let page: Int

        /// A call a test expects, to compare with ``calledWith``.
        public init(title: ReviewedTitle, page: Int) {
            self.title = title
            self.page = page
        }
    }

    private let state: Mutex<(calledWith: [Call], stub: Result<ReviewPage, DataAccessError>?)>

    public init(stub: Result<ReviewPage, DataAccessError>? = nil) {
        state = Mutex(([], stub))
    }

    /// The pages asked for, in order.
    public var calledWith: [Call] { state.withLock { $0.calledWith } }

    /// How many times it was asked.
    public var callCount: Int { calledWith.count }

    public func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage {
        let stub = state.withLock { state in
            state.calledWith.append(Call(title: title, page: page))
            return state.stub
        }
        guard let stub else { throw .unknown("MockReviewRepository: no stub") }
        return try stub.get()
    }
}
