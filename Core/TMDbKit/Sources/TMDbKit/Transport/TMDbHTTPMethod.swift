/// The HTTP methods TMDb's v3 API is spoken with: GET reads; POST and DELETE change an account's
/// session, watchlist and ratings. A type of its own so a request can only carry one of these.
public enum TMDbHTTPMethod: String, Sendable, Equatable {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}
