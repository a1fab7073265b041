import Foundation
import WatchlistDomain

/// The whole watchlist as `popcorn watchlist export --format json` writes it, and the one JSON document
/// `import` reads: `{"format": "popcorn-watchlist", "version": 1, "entries": [...]}`. The format and
/// version let a later popcorn read an older file, and this one refuse a newer one rather than guess.
public struct WatchlistExportDocument: Codable, Equatable, Sendable {
    /// What `format` says in every document popcorn writes.
    public static let formatName = "popcorn-watchlist"
    /// The version this popcorn writes, and the newest it reads.
    public static let currentVersion = 1

    public let format: String
    public let version: Int
    public let entries: [WatchlistExportEntry]

    /// The document of `entries`, in the order given.
    public init(entries: [WatchlistEntry]) {
        format = Self.formatName
        version = Self.currentVersion
        self.entries = entries.map(WatchlistExportEntry.init)
    }

    private enum CodingKeys: String, CodingKey {
        case format
        case version
        case entries
    }

    /// Reads a document, refusing one of another format or of a version newer than ours before its
    /// entries are looked at.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        guard format == Self.formatName else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "\"\(format)\" is not a popcorn watchlist (\"\(Self.formatName)\")")
        }
        version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "\(version) is newer than this popcorn reads (up to \(Self.currentVersion)): update popcorn")
        }
        guard version >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "\(version) is not a version of the format")
        }
        entries = try container.decode([WatchlistExportEntry].self, forKey: .entries)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(entries, forKey: .entries)
    }
}
