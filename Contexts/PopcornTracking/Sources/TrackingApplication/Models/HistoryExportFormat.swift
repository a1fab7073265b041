/// The formats `popcorn history export` writes and `import` reads back.
public enum HistoryExportFormat: String, CaseIterable, Sendable {
    /// One document: `{"format": "popcorn-history", "version": 1, "watches": [...], "ratings": [...]}`.
    case json
    /// One table: a `record` column says whether a row is a `watch` or a `rating`.
    case csv
}
