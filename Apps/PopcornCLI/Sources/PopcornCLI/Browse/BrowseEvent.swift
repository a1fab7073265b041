import PopcornBrowse

/// What wakes the browser's loop: keys, a resized terminal, a screen loaded (or not), a search
/// whose typing pause is over, or a watchlist change done.
enum BrowseEvent: Sendable {
    case keys([BrowseKey])
    case resized
    case loaded(BrowseTarget, Result<BrowseScreen, BrowseLoadFailure>)
    case searchDue(String, generation: Int)
    /// A title was added to the watchlist or taken off, as the line says.
    case watchlistChanged(String)
    /// Standard input closed (the terminal went away).
    case inputClosed
}
