/// What keys mean at the moment: moving through a list, typing a search, or reading the help.
public enum BrowseMode: Equatable, Sendable {
    case browsing
    /// Typing into the search line; Enter moves to the results, Esc leaves the search.
    case typingSearch(String)
    case help
}
