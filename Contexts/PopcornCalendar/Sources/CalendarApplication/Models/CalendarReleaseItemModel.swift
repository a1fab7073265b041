import CalendarDomain

/// A followed movie's release in the person's region, as `popcorn calendar` lists it and `--json`
/// writes it (`kind` `movie`).
public struct CalendarReleaseItemModel: Equatable, Sendable, Encodable {
    /// `YYYY-MM-DD`.
    public let date: String
    /// `movie`.
    public let kind: String
    public let movieID: Int
    public let title: String
    /// `theatrical`, `digital` or `physical` in `--json`.
    public let releaseType: CalendarReleaseKind
    /// Not in `--json`: the event's description in `--ics`.
    public let overview: String?

    public init(date: String, movieID: Int, title: String, releaseType: CalendarReleaseKind, overview: String?) {
        self.date = date
        kind = "movie"
        self.movieID = movieID
        self.title = title
        self.releaseType = releaseType
        self.overview = overview
    }

    /// How the release is said in a list or an event: `in cinemas`, `to stream, rent or buy`,
    /// `on disc`.
    public var releaseLabel: String {
        switch releaseType {
        case .theatrical: "in cinemas"
        case .digital: "to stream, rent or buy"
        case .physical: "on disc"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case date, kind, movieID, title, releaseType
    }
}
