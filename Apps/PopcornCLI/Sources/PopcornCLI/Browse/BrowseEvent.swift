import PopcornBrowse
import TerminalImages

/// What wakes the browser's loop: keys, a resized terminal, a screen loaded (or not), a search
/// whose typing pause is over, or a change to your watchlist or diary done.
enum BrowseEvent: Sendable {
    case keys([BrowseKey])
    case resized
    case loaded(BrowseTarget, Result<BrowseScreen, BrowseLoadFailure>)
    /// A further page of a paged list, loaded (or not).
    case pageLoaded(BrowseTarget, page: Int, Result<BrowseScreen, BrowseLoadFailure>)
    case searchDue(String, generation: Int)
    /// The poster at `path` of a title's or person's screen, decoded.
    case pictureLoaded(BrowseTarget, path: String, RasterImage)
    /// A title was added to the watchlist, taken off or marked, or a watch or a rating was logged or
    /// taken back, as the line says.
    case userDataChanged(String)
    /// A web page was opened in the desktop's browser, or could not be (then the address is shown).
    case webPageOpened(String, opened: Bool)
    /// Standard input closed (the terminal went away).
    case inputClosed
}
