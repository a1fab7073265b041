import Foundation

/// The HTTP GET a ``TMDbRequest`` becomes on the wire: the full URL (with the API key, if that is
/// the credential), the header fields (with the bearer token, if that is) and the time allowed.
/// A value of its own so the URL and headers can be checked without sending anything.
struct TMDbHTTPRequest: Equatable {
    let url: URL
    let headers: [String: String]
    let timeout: TimeInterval

    /// The header fields as `Name: value` lines, in name order.
    var headerLines: [String] {
        headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }
}
