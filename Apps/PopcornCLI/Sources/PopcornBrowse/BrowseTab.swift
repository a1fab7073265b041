/// The start screen's tabs, in the order their number keys (`1`...`6`) and Tab walk them.
public enum BrowseTab: Int, CaseIterable, Hashable, Sendable {
    case trending = 1
    case popularMovies
    case popularSeries
    case popularPeople
    case watchlist
    case history

    /// The tab's name in the tab bar.
    public var name: String {
        switch self {
        case .trending: "Trending"
        case .popularMovies: "Movies"
        case .popularSeries: "Series"
        case .popularPeople: "People"
        case .watchlist: "Watchlist"
        case .history: "History"
        }
    }

    /// The tab after this one, wrapping around.
    public var next: BrowseTab {
        BrowseTab(rawValue: rawValue + 1) ?? .trending
    }
}
