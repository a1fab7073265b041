import Foundation

/// A TMDb endpoint tied to the type its body decodes to, so ``TMDbClient/get(_:)``
/// is type-checked: `client.get(.movieDetails(id: 550, language: nil))` returns a
/// ``MovieDetailsDTO``. Build one with the static factories (`.movieDetails`, ...).
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
    /// GET, or POST and DELETE for what changes an account.
    public let method: TMDbHTTPMethod
    /// The path below the API base URL, e.g. `/movie/550`.
    public let path: String
    /// The query parameters (never the API key or token; the transport adds those).
    public let queryItems: [URLQueryItem]
    /// The JSON body of a POST or DELETE.
    public let body: Data?

    /// An endpoint for a path this package has no factory for yet.
    public init(method: TMDbHTTPMethod = .get, path: String, queryItems: [URLQueryItem] = [], body: Data? = nil) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.body = body
    }

    /// The transport-level request for this endpoint.
    public var request: TMDbRequest {
        TMDbRequest(method: method, path: path, queryItems: queryItems, body: body)
    }

    /// `[language=…]`, or nothing when `language` is `nil` or empty (TMDb's default applies).
    static func languageItems(_ language: String?) -> [URLQueryItem] {
        guard let language, !language.isEmpty else {
            return []
        }
        return [URLQueryItem(name: "language", value: language)]
    }
}
