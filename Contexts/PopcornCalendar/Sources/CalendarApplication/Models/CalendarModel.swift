/// The calendar of the followed titles from one day to another, in date order (then episodes
/// before movies, by series, season and episode, or by title and kind of release), and the
/// titles whose dates could not be had (left out, named).
public struct CalendarModel: Equatable, Sendable, Encodable {
    /// `YYYY-MM-DD`.
    public let from: String
    /// `YYYY-MM-DD`.
    public let to: String
    public let items: [CalendarItemModel]
    /// The followed titles whose dates could not be had (TMDb unreachable, say), with why.
    public let unavailable: [UnavailableTitleModel]
    /// How many titles are followed, so that an empty calendar can say whether any is.
    public let followed: Int

    public init(
        from: String, to: String, items: [CalendarItemModel], unavailable: [UnavailableTitleModel] = [],
        followed: Int = 0
    ) {
        self.from = from
        self.to = to
        self.items = items
        self.unavailable = unavailable
        self.followed = followed
    }

    private enum CodingKeys: String, CodingKey {
        case from, to, items
    }
}
