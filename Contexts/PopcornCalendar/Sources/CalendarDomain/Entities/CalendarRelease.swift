import CoreDomain

/// A release of a followed movie in the person's region on a day of the calendar.
public struct CalendarRelease: Equatable, Sendable {
    public let movieID: Int
    public let title: String
    public let kind: CalendarReleaseKind
    /// What the movie is about, for a calendar app's event.
    public let overview: String?
    public let day: CalendarDay

    public init(movieID: Int, title: String, kind: CalendarReleaseKind, overview: String? = nil, day: CalendarDay) {
        self.movieID = movieID
        self.title = title
        self.kind = kind
        self.overview = overview
        self.day = day
    }
}
