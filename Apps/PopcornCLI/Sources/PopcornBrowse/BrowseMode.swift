/// What keys mean at the moment: moving through a list, typing a search or a rating, or reading
/// the help.
public enum BrowseMode: Equatable, Sendable {
    case browsing
    /// Typing into the search line; Enter moves to the results, Esc leaves the search.
    case typingSearch(String)
    /// Typing a rating for a title in the status line; Enter gives it (empty clears the title's
    /// rating), Esc leaves it as it was.
    case typingRating(BrowseTarget, String)
    case help
}
