import CoreApplication
import Foundation

/// One discovered movie or series as the list shows it: title, year, rating and the command that opens it.
struct DiscoverResultRow: Sendable, Equatable {
    let title: String
    /// The release or first-air year; `nil` when unknown.
    let year: String?
    /// `8.4`, or `-` when nobody has voted.
    let rating: String
    /// `popcorn movie 550`, `popcorn tv 1396`.
    let command: String

    init(_ result: MediaPreviewDetails) {
        title = result.title
        year = DisplayFormat.year(of: result.date)
        switch result {
        case .movie(let movie):
            rating = PreviewRow.rating(average: movie.voteAverage, count: movie.voteCount)
        case .tvSeries(let series):
            rating = PreviewRow.rating(average: series.voteAverage, count: series.voteCount)
        case .person:
            rating = "-"
        }
        command = "popcorn \(TMDbReferenceKind(result.kind).rawValue) \(result.id)"
    }
}
