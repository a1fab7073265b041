import ArgumentParser
import WatchlistApplication

/// `--format json|csv` of `popcorn watchlist export`.
enum WatchlistFormatOption: String, ArgumentChoice, Sendable {
    case json
    case csv

    /// The export format.
    var format: WatchlistExportFormat {
        switch self {
        case .json: .json
        case .csv: .csv
        }
    }
}
