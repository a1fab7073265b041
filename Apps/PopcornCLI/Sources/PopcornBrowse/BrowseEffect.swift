/// What the model asks its driver to do after a key: the model itself never waits or fetches.
public enum BrowseEffect: Equatable, Sendable {
    /// Load the screen for a target and push it (or, for a tab, replace the start screen).
    case load(BrowseTarget)
    /// Load the next page of the paged list on show, to append to its rows.
    case loadPage(BrowseTarget, page: Int)
    /// The search text changed: search for it once typing pauses.
    case search(String)
    /// The person settled on this search (Enter on its results): keep it in the history.
    case recordSearch(String)
    /// Add the title to the watchlist, or take it off.
    case toggleWatchlist(BrowseTarget)
    /// Mark a title on the watchlist watched, or not watched any more.
    case toggleWatched(BrowseTarget)
    /// Take a title off the watchlist (from the watchlist tab).
    case removeFromWatchlist(BrowseTarget)
    /// Log a watch of the movie or episode in the diary, today.
    case logWatch(BrowseTarget)
    /// Take back the last watch `m` logged in this browser (that very watch, no other).
    case undoWatch
    /// Rate the movie, series or episode with the text typed (`8.5`); empty text clears its rating.
    case rate(BrowseTarget, String)
    /// Show (or open) the title's page on themoviedb.org.
    case openWeb(BrowseTarget)
    case quit
}
