import PopcornBrowse

/// What wakes the browser's loop: keys, a resized terminal, a screen loaded (or not), a search
/// whose typing pause is over, or a line for the status bar.
enum BrowseEvent: Sendable {
    case keys([BrowseKey])
    case resized
    case loaded(BrowseTarget, Result<BrowseScreen, BrowseLoadFailure>)
    case searchDue(String, generation: Int)
    case status(String)
    /// Standard input closed (the terminal went away).
    case inputClosed
}
