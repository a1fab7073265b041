/// One page of a movie or series list or search, reduced to what the list view shows.
struct PreviewPage: Sendable, Equatable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let rows: [PreviewRow]
}
