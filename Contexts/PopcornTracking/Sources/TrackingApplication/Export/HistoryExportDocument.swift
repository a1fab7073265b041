import Foundation

/// The diary as `popcorn history export --format json` writes it, and the one JSON document
/// `import` reads: `{"format": "popcorn-history", "version": 1, "watches": [...], "ratings": [...]}`.
/// The format and version let a later popcorn read an older file, and this one refuse a newer one.
public struct HistoryExportDocument: Codable, Equatable, Sendable {
    /// What `format` says in every document popcorn writes.
    public static let formatName = "popcorn-history"
    /// The version this popcorn writes, and the newest it reads.
    public static let currentVersion = 1

    public let format: String
    public let version: Int
    /// Oldest first.
    public let watches: [HistoryExportEntry]
    /// Oldest first.
    public let ratings: [HistoryExportEntry]

    public init(watches: [HistoryExportEntry], ratings: [HistoryExportEntry]) {
        format = Self.formatName
        version = Self.currentVersion
        self.watches = watches
        self.ratings = ratings
    }
}
