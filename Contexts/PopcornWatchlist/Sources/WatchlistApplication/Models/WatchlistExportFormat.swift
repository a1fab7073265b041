import Foundation

/// The formats `popcorn watchlist export` writes, and `import` reads back.
public enum WatchlistExportFormat: String, Hashable, Sendable, CaseIterable {
    /// Our JSON document (``WatchlistExportDocument``), every field kept.
    case json
    /// A CSV table with a `tmdb_id,kind,...` header (``WatchlistCSV``).
    case csv
}
