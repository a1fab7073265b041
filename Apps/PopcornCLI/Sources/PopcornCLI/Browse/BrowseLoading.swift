import PopcornBrowse
import TerminalImages

/// Where the browser's screens come from: the seam between the loop, which only knows targets
/// and screens, and the contexts' use cases (``BrowseLoader``, through the command session).
protocol BrowseLoading: Sendable {
    /// The screen for `target` (page `page` of a paged list: a tab, a search), or the one line
    /// saying why there is none.
    func screen(for target: BrowseTarget, page: Int) async -> Result<BrowseScreen, BrowseLoadFailure>
    /// Adds the title to the watchlist or takes it off, and says which in one line.
    func toggleWatchlist(_ target: BrowseTarget) async -> String
    /// Marks a title on the watchlist watched, or not watched any more, and says which in one line.
    func toggleWatched(_ target: BrowseTarget) async -> String
    /// Takes a title off the watchlist, and says so in one line.
    func removeFromWatchlist(_ target: BrowseTarget) async -> String
    /// Logs a watch of the movie or episode in the diary, today, and says so in one line.
    func logWatch(_ target: BrowseTarget) async -> String
    /// Takes back the last watch ``logWatch(_:)`` logged in this browser, that very one, and says so
    /// in one line (or that there is none to take back).
    func undoWatch() async -> String
    /// Rates the movie, series or episode with `text` (empty clears its rating), and says so in one line.
    func rate(_ target: BrowseTarget, _ text: String) async -> String
    /// Opens a web page in the desktop's browser; `false` when there is none to open it with.
    func openInBrowser(_ url: String) async -> Bool
    /// The poster (a person's photo) at TMDb `path` for the screen of `target`, decoded; `nil` when
    /// pictures are off or it cannot be had.
    func picture(for target: BrowseTarget, path: String) async -> RasterImage?
    /// Keeps a search the person settled on in the search history.
    func recordSearch(_ query: String) async
}
