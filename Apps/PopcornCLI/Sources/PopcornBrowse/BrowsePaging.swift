/// How far a paged list (a tab, search results) has been loaded: rows run to ``page`` of
/// ``totalPages``; moving past the last row asks for the next page.
public struct BrowsePaging: Equatable, Sendable {
    /// The last page loaded, 1-based.
    public var page: Int
    /// How many pages the list has.
    public var totalPages: Int
    /// How many results the whole list has, for `21-40 of 146`.
    public var totalResults: Int

    /// Where a list stands after `page` of `totalPages`.
    public init(page: Int, totalPages: Int, totalResults: Int) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
    }

    /// Whether a page after the last loaded one exists.
    public var hasMore: Bool { page < totalPages }
}
