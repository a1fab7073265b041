import Foundation

/// The HTTP answer a transport had from TMDb (or from something that speaks like it),
/// kept raw so that status mapping and decoding happen once, in ``TMDbClient``.
public struct TMDbResponse: Sendable {
    /// The HTTP status code, e.g. 200 or 404.
    public let statusCode: Int
    /// The response headers, with lower-cased names so look-ups need no case folding.
    public let headers: [String: String]
    /// The raw response body.
    public let body: Data

    /// Creates a response; header names are lower-cased here, whatever the caller passes.
    public init(statusCode: Int, headers: [String: String], body: Data) {
        self.statusCode = statusCode
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) },
            uniquingKeysWith: { first, _ in first }
        )
        self.body = body
    }
}
