import Foundation

/// One request to TMDb, relative to the API base URL, so transports can be swapped
/// (live, offline catalog, stub) without the caller knowing. It never holds the API key or token:
/// the live transport adds them at the last moment. An account's requests carry its session
/// (`session_id`), which every log line redacts.
public struct TMDbRequest: Sendable, Equatable {
    /// GET, unless the request changes something on the account.
    public let method: TMDbHTTPMethod
    /// The path below the API base URL, e.g. `/movie/550`.
    public let path: String
    /// The query parameters, in the order they will be sent.
    public let queryItems: [URLQueryItem]
    /// The JSON body of a POST or DELETE; `nil` for none.
    public let body: Data?

    public init(method: TMDbHTTPMethod = .get, path: String, queryItems: [URLQueryItem] = [], body: Data? = nil) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.body = body
    }

    /// The value of the first query item called `name`, for transports that answer locally.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
