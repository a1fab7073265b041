/// The start screen's tabs, in the order their number keys (`1`...`8`) and Tab walk them.
public enum BrowseTab: Int, CaseIterable, Hashable, Sendable {
    case trending = 1
    case popularMovies
    case popularSeries
    case popularPeople
    case watchlist
    case progress
    case history
    case calendar

    /// The tab's name in the tab bar.
    public var name: String {
        switch self {
        case .trending: "Trending"
        case .popularMovies: "Movies"
        case .popularSeries: "TV"
        case .popularPeople: "People"
        case .watchlist: "Watchlist"
        case .progress: "Progress"
        case .history: "History"
        case .calendar: "Calendar"
        }
    }

    /// The title of the tab's screen.
    public var title: String {
        switch self {
        case .trending: "Trending today"
        case .popularMovies: "Popular movies"
        case .popularSeries: "Popular series"
        case .popularPeople: "Popular people"
        case .watchlist: "Your watchlist"
        case .progress: "Your progress"
        case .history: "Search history"
        case .calendar: "Coming up"
        }
    }

    /// The tab after this one, wrapping around.
    public var next: BrowseTab {
        BrowseTab(rawValue: rawValue + 1) ?? .trending
    }

    /// The tab before this one, wrapping around.
    public var previous: BrowseTab {
        BrowseTab(rawValue: rawValue - 1) ?? .calendar
    }

    /// Whether the tab shows your own data, which changes while the browser runs, so that coming
    /// back to it reads it again (the watchlist, your progress, the search history, and the
    /// calendar of what you follow).
    public var isUserData: Bool {
        self == .watchlist || self == .progress || self == .history || self == .calendar
    }
}
