import CalendarDomain
import CoreApplication
import CoreDomain

/// What aired or came out for the followed titles since the person last asked (or a day they
/// name): behind `popcorn whats-new`.
public protocol FetchWhatsNewUseCase: Sendable {
    /// The episodes that aired and the movies that came out from `since` (else the day it was last
    /// asked, else a week ago) to `today`, in date order, and whether `today` is to be remembered
    /// once they are shown. Throws ``FetchWhatsNewError/memory(_:)`` when the day last asked cannot
    /// be read.
    func execute(since: CalendarDay?, today: CalendarDay, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws(FetchWhatsNewError) -> WhatsNewModel
}
