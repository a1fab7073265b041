import Foundation

/// One HTTP request the loopback server received, as the tests inspect it.
struct RecordedRequest: Sendable, Equatable {
    /// `GET`, normally.
    let method: String
    /// The path without the query, e.g. `/3/movie/550`.
    let path: String
    /// The host a client named in the request line, as it does when it asks through a proxy
    /// (`GET http://tmdb.example/3/movie/550`); `nil` for a plain `GET /3/movie/550`.
    let proxiedHost: String?
    /// The raw query string (after `?`), still percent-encoded.
    let rawQuery: String
    /// The decoded query items by name (the last value wins).
    let query: [String: String]
    /// Header values by lower-cased name.
    let headers: [String: String]

    /// Parses the request line and headers of an HTTP/1.1 request head.
    init?(head: String) {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else {
            return nil
        }
        method = String(parts[0])
        var target = String(parts[1])
        if let schemeEnd = target.range(of: "://") {
            let authority = target[schemeEnd.upperBound...].prefix { $0 != "/" }
            proxiedHost = String(authority)
            target = String(target[authority.endIndex...])
        } else {
            proxiedHost = nil
        }
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(pieces[0])
        rawQuery = pieces.count > 1 ? String(pieces[1]) : ""
        var query: [String: String] = [:]
        for item in URLComponents(string: "http://x/?" + rawQuery)?.queryItems ?? [] {
            query[item.name] = item.value ?? ""
        }
        self.query = query
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                continue
            }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }
}
