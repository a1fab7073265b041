import CalendarDomain
import CoreApplication

/// The calendar of what airs for the titles the person follows: behind `popcorn calendar`.
public protocol FetchCalendarUseCase: Sendable {
    /// The followed series' episodes airing in `span`, in date order; `progress` is told of each
    /// series done. Throws when nothing followed could be had at all; a series that alone could not
    /// be had is named in the model's `unavailable`.
    func execute(_ span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void) async throws(FetchError)
        -> CalendarModel
}
