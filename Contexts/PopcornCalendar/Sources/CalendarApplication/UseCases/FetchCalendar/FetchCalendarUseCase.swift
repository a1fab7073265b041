import CalendarDomain
import CoreApplication

/// The calendar of what airs and comes out for the titles the person follows: behind
/// `popcorn calendar`.
public protocol FetchCalendarUseCase: Sendable {
    /// The followed series' episodes airing in `span` and the followed movies' releases in it, in
    /// date order; `progress` is told of each title done, out of all followed. Throws when nothing
    /// followed could be had at all; a title that alone could not be had is named in the model's
    /// `unavailable`.
    func execute(_ span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void) async throws(FetchError)
        -> CalendarModel
}
