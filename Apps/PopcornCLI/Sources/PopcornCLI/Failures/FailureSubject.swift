/// What a command was trying to get, so a failure message can name it.
enum FailureSubject: Sendable, Equatable {
    /// A movie's details.
    case movie(id: Int)
    /// A movie's cast and crew.
    case movieCredits(id: Int)
    /// One page of a curated list, named as a reader would ("popular movies").
    case list(name: String, page: Int)
    /// One page of search results.
    case search(query: String, page: Int)

    /// How the subject reads in a sentence: `movie 550`, `page 3 of popular movies`.
    var phrase: String {
        switch self {
        case .movie(let id), .movieCredits(let id): "movie \(id)"
        case .list(let name, let page): "page \(page) of \(name)"
        case .search(let query, let page): "page \(page) of the search results for \"\(query)\""
        }
    }
}
