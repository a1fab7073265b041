import CalendarDomain
import CoreDomain
import Synchronization

/// The followed titles for tests: answers what it was given (or fails), and counts the calls.
public final class MockFollowedTitlesProvider: FollowedTitlesProviding {
    private let answer: Result<FollowedTitles, DataAccessError>
    private let calls = Mutex(0)

    public init(_ answer: Result<FollowedTitles, DataAccessError>) {
        self.answer = answer
    }

    /// How often the titles were asked for.
    public var callCount: Int { calls.withLock { $0 } }

    public func followedTitles() async throws(DataAccessError) -> FollowedTitles {
        calls.withLock { $0 += 1 }
        return try answer.get()
    }
}
