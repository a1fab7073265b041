import Foundation
import TMDbKit

extension Date {
    /// The GMT midnight of a `YYYY-MM-DD` day, for readable test data.
    static func day(_ text: String) -> Date {
        guard let date = TMDbDate.parse(text) else {
            preconditionFailure("not a YYYY-MM-DD day: \(text)")
        }
        return date
    }
}
