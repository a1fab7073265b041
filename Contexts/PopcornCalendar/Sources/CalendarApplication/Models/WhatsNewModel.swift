import CoreDomain

/// What `popcorn whats-new` shows: what aired or came out for the followed titles from `since` to
/// today, whether `since` is the day it was last asked (`remembered`) or the one given, and why
/// today could not be remembered, when it could not.
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
    /// Why today could not be remembered as the day asked (the calendar's file is read-only, say);
    /// `nil` when it was, or when it was not to be (a title could not be had).
    public let unremembered: DataAccessError?

    public init(
        since: String, to: String, items: [CalendarItemModel], remembered: Bool, unavailable: [UnavailableTitleModel],
        unremembered: DataAccessError? = nil
    ) {
        self.since = since
        self.to = to
        self.items = items
        self.remembered = remembered
        self.unavailable = unavailable
        self.unremembered = unremembered
    }

    private enum CodingKeys: String, CodingKey {
        case since, to, items
    }
}
