/// A page of a paged list asked for and not yet arrived: while it is, keys wait their turn.
public struct BrowsePageRequest: Equatable, Sendable {
    /// The list (a tab, a search).
    public let target: BrowseTarget
    /// The page asked for, 1-based.
    public let page: Int

    /// Page `page` of `target`'s list.
    public init(target: BrowseTarget, page: Int) {
        self.target = target
        self.page = page
    }
}
