import Foundation

/// The HTTP request a ``TMDbRequest`` becomes on the wire: the method, the full URL (with the API
/// key, if that is the credential), the header fields (with the bearer token, if that is), the
/// body and the time allowed. A value of its own so it can be checked without sending anything.
struct TMDbHTTPRequest: Equatable {
    var method: TMDbHTTPMethod = .get
    let url: URL
    let headers: [String: String]
    let timeout: TimeInterval
    var body: Data?

    /// The header fields as `Name: value` lines, in name order.
    var headerLines: [String] {
        headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }
}
