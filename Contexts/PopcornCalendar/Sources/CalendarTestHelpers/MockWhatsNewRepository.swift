import CalendarDomain
import CoreDomain
import Synchronization

/// The memory of `whats-new` for tests: the day last asked, kept in memory, every day recorded; a
/// stubbed read or record failure makes that call fail.
public final class MockWhatsNewRepository: WhatsNewRepository {
    private struct State {
        var day: CalendarDay?
        var recorded: [CalendarDay] = []
        let readFailure: DataAccessError?
        let recordFailure: DataAccessError?
    }

    private let state: Mutex<State>

    public init(
        lastAsked: CalendarDay? = nil, readFailure: DataAccessError? = nil, recordFailure: DataAccessError? = nil
    ) {
        state = Mutex(State(day: lastAsked, readFailure: readFailure, recordFailure: recordFailure))
    }

    /// Every day recorded, in order.
    public var recorded: [CalendarDay] { state.withLock { $0.recorded } }

    public func lastAsked() async throws(DataAccessError) -> CalendarDay? {
        let (day, failure) = state.withLock { ($0.day, $0.readFailure) }
        if let failure {
            throw failure
        }
        return day
    }

    public func record(_ day: CalendarDay) async throws(DataAccessError) {
        let failure = state.withLock { state -> DataAccessError? in
            guard state.recordFailure == nil else {
                return state.recordFailure
            }
            state.day = day
            state.recorded.append(day)
            return nil
        }
        if let failure {
            throw failure
        }
    }
}
