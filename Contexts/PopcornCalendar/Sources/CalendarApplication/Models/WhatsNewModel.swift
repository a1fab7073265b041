/// What `popcorn whats-new` shows: what aired for the followed series from `since` to today, and
/// whether `since` is the day it was last asked (`remembered`) or the one given.
public struct WhatsNewModel: Equatable, Sendable, Encodable {
    /// `YYYY-MM-DD`.
    public let since: String
    /// `YYYY-MM-DD`: today.
    public let to: String
    public let items: [CalendarItemModel]
    /// `true` when `since` is the day `whats-new` was last asked.
    public let remembered: Bool
    /// The followed series whose air dates could not be had, with why.
    public let unavailable: [UnavailableSeriesModel]

    public init(
        since: String, to: String, items: [CalendarItemModel], remembered: Bool, unavailable: [UnavailableSeriesModel]
    ) {
        self.since = since
        self.to = to
        self.items = items
        self.remembered = remembered
        self.unavailable = unavailable
    }

    private enum CodingKeys: String, CodingKey {
        case since, to, items
    }
}
