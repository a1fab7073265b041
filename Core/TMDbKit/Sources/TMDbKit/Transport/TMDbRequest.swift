import Foundation

/// One GET request to TMDb, relative to the API base URL, so transports can be swapped
/// (live, offline catalog, stub) without the caller knowing. It never holds credentials:
/// the live transport adds them at the last moment.
public struct TMDbRequest: Sendable, Equatable {
    /// The path below the API base URL, e.g. `/movie/550`.
    public let path: String
    /// The query parameters, in the order they will be sent.
    public let queryItems: [URLQueryItem]

    public init(path: String, queryItems: [URLQueryItem] = []) {
        self.path = path
        self.queryItems = queryItems
    }

    /// The value of the first query item called `name`, for transports that answer locally.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
