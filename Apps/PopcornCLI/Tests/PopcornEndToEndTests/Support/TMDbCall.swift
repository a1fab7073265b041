/// One request to TMDb as a test states it: the path below the API root (`/movie/550`, without the
/// `/3` the loopback base URL adds) and the query items the test cares about (`language`, `page`,
/// `append_to_response`...), never the credentials.
struct TMDbCall: Sendable, Hashable, Comparable, CustomStringConvertible {
    let path: String
    let query: [String: String]

    init(_ path: String, _ query: [String: String] = [:]) {
        self.path = path
        self.query = query
    }

    /// `GET /movie/550?language=en-US`, the query items sorted by name.
    var description: String {
        let items = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "GET " + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// By their descriptions, so a list of calls made concurrently compares in one order.
    static func < (lhs: TMDbCall, rhs: TMDbCall) -> Bool {
        lhs.description < rhs.description
    }
}
