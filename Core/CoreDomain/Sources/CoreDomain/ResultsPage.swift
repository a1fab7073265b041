/// One page of a paged TMDb answer (a curated list or a search), whatever it lists.
///
/// Every context's preview page conforms, so the shared preview-page cache in DataPersistence can
/// store and rebuild any of them without knowing the context.
public protocol ResultsPage: Sendable {
    /// What one result is, e.g. a `MoviePreview`.
    associatedtype Result: Sendable

    /// The 1-based page number.
    var page: Int { get }
    /// How many pages TMDb has for the whole query.
    var totalPages: Int { get }
    /// How many results TMDb has for the whole query.
    var totalResults: Int { get }
    /// This page's results, in TMDb's order.
    var results: [Result] { get }

    /// A page from its paging numbers and results.
    init(page: Int, totalPages: Int, totalResults: Int, results: [Result])
}
