import PopcornBrowse

/// Where the browser's screens come from: the seam between the loop, which only knows targets
/// and screens, and the contexts' use cases (``BrowseLoader``, through the command session).
protocol BrowseLoading: Sendable {
    /// The screen for `target`, or the one line saying why there is none.
    func screen(for target: BrowseTarget) async -> Result<BrowseScreen, BrowseLoadFailure>
    /// Adds the title to the watchlist or takes it off, and says which in one line.
    func toggleWatchlist(_ target: BrowseTarget) async -> String
    /// Keeps a search the person settled on in the search history.
    func recordSearch(_ query: String) async
}
