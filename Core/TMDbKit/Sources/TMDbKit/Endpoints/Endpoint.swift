import Foundation

/// A TMDb GET endpoint tied to the type its body decodes to, so ``TMDbClient/get(_:)``
/// is type-checked: `client.get(.movieDetails(id: 550, language: nil))` returns a
/// ``MovieDetailsDTO``. Build one with the static factories (`.movieDetails`, ...).
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
    /// The path below the API base URL, e.g. `/movie/550`.
    public let path: String
    /// The query parameters (never credentials; the transport adds those).
    public let queryItems: [URLQueryItem]

    /// An endpoint for a path this package has no factory for yet.
    public init(path: String, queryItems: [URLQueryItem] = []) {
        self.path = path
        self.queryItems = queryItems
    }

    /// The transport-level request for this endpoint.
    public var request: TMDbRequest {
        TMDbRequest(path: path, queryItems: queryItems)
    }

    /// `[language=…]`, or nothing when `language` is `nil` or empty (TMDb's default applies).
    static func languageItems(_ language: String?) -> [URLQueryItem] {
        guard let language, !language.isEmpty else {
            return []
        }
        return [URLQueryItem(name: "language", value: language)]
    }
}
