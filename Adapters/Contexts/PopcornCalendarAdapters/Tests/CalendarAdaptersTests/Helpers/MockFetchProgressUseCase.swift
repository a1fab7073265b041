import Synchronization
import TrackingApplication

/// The series in progress for tests: answers the overview given, or fails with the error given, and
/// records each call's `includingCompleted`.
final class MockFetchProgressUseCase: FetchProgressUseCase {
    private let answer: Result<ProgressOverview, TrackingError>
    private let calls = Mutex<[Bool]>([])

    /// Nothing in progress.
    static let nothing = ProgressOverview(series: [], completedLeftOut: 0)

    init(_ answer: Result<ProgressOverview, TrackingError> = .success(MockFetchProgressUseCase.nothing)) {
        self.answer = answer
    }

    /// Each call's `includingCompleted`, in order.
    var calledWith: [Bool] { calls.withLock { $0 } }

    func execute(includingCompleted: Bool) async throws(TrackingError) -> ProgressOverview {
        calls.withLock { $0.append(includingCompleted) }
        return try answer.get()
    }
}
