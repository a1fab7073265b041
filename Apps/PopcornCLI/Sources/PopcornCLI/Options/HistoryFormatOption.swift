import ArgumentParser
import TrackingApplication

/// `--format json|csv` of `popcorn history export`.
enum HistoryFormatOption: String, ArgumentChoice, Sendable {
    case json
    case csv

    /// The export format.
    var format: HistoryExportFormat {
        switch self {
        case .json: .json
        case .csv: .csv
        }
    }
}
