import CoreDomain

/// What `popcorn whats-new` shows: what aired or came out for the followed titles from `since` to
/// today, whether `since` is the day it was last asked (`remembered`) or the one given, and whether
/// today is to be remembered once the news is shown (``RememberWhatsNewUseCase``).
public struct WhatsNewModel: Equatable, Sendable, Encodable {
    /// `YYYY-MM-DD`.
    public let since: String
    /// `YYYY-MM-DD`: today.
    public let to: String
    public let items: [CalendarItemModel]
    /// `true` when `since` is the day `whats-new` was last asked.
    public let remembered: Bool
    /// The followed titles whose dates could not be had, with why.
    public let unavailable: [UnavailableTitleModel]
    /// Whether the next `whats-new` is to ask from today: no day was given, and every followed title
    /// could be had (or is gone from TMDb), so nothing is missed.
    public let remembersToday: Bool

    public init(
        since: String, to: String, items: [CalendarItemModel], remembered: Bool, unavailable: [UnavailableTitleModel],
        remembersToday: Bool = false
    ) {
        self.since = since
        self.to = to
        self.items = items
        self.remembered = remembered
        self.unavailable = unavailable
        self.remembersToday = remembersToday
    }

    private enum CodingKeys: String, CodingKey {
        case since, to, items
    }
}
