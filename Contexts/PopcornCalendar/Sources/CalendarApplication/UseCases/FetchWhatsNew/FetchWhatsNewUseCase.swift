import CalendarDomain
import CoreApplication
import CoreDomain

/// What aired for the followed series since the person last asked (or a day they name): behind
/// `popcorn whats-new`.
public protocol FetchWhatsNewUseCase: Sendable {
    /// The episodes that aired from `since` (else the day it was last asked, else a week ago) to
    /// `today`, in date order; then `today` is remembered as the day it was asked.
    func execute(since: CalendarDay?, today: CalendarDay, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws(FetchError) -> WhatsNewModel
}
