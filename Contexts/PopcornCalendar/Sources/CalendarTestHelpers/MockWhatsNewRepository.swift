import CalendarDomain
import CoreDomain
import Synchronization

/// The memory of `whats-new` for tests: the day last asked, kept in memory, every day recorded; a
/// stubbed error makes both calls fail.
public final class MockWhatsNewRepository: WhatsNewRepository {
    private let state: Mutex<(day: CalendarDay?, recorded: [CalendarDay], error: DataAccessError?)>

    public init(lastAsked: CalendarDay? = nil, error: DataAccessError? = nil) {
        state = Mutex((lastAsked, [], error))
    }

    /// Every day recorded, in order.
    public var recorded: [CalendarDay] { state.withLock { $0.recorded } }

    public func lastAsked() async throws(DataAccessError) -> CalendarDay? {
        let (day, error) = state.withLock { ($0.day, $0.error) }
        if let error {
            throw error
        }
        return day
    }

    public func record(_ day: CalendarDay) async throws(DataAccessError) {
        let error = state.withLock { state -> DataAccessError? in
            guard state.error == nil else {
                return state.error
            }
            state.day = day
            state.recorded.append(day)
            return nil
        }
        if let error {
            throw error
        }
    }
}
