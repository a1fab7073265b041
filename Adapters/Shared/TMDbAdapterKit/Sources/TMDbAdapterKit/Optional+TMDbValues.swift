import Foundation
import TMDbKit

/// The conversions every adapter mapper applies to TMDb's optional strings.
extension Optional where Wrapped == String {
    /// The string, or `nil` when TMDb sent `""` (which it does for "unknown").
    public var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }

    /// An image path or link as a `URL`, or `nil` for `null`, `""` or an unparseable value.
    public var tmdbURL: URL? {
        nonEmpty.flatMap(URL.init(string:))
    }

    /// A `YYYY-MM-DD` date, or `nil` for `null`, `""` or a malformed value.
    public var tmdbDate: Date? {
        TMDbDate.parse(self)
    }
}
