import Foundation

/// One movie or series in a list view: its id, title, first year and rating.
struct PreviewRow: Sendable, Equatable {
    let id: Int
    let title: String
    /// The release or first-air year; `nil` when unknown.
    let year: String?
    /// `8.4`, or `-` when nobody has voted.
    let rating: String

    init(id: Int, title: String, date: Date?, voteAverage: Double?, voteCount: Int?) {
        self.id = id
        self.title = title
        year = DisplayFormat.year(of: date)
        rating = Self.rating(average: voteAverage, count: voteCount)
    }

    /// `8.4`, or `-` when nobody has voted.
    static func rating(average: Double?, count: Int?) -> String {
        guard let average, let count, count > 0 else {
            return "-"
        }
        return DisplayFormat.oneDecimal(average)
    }
}
