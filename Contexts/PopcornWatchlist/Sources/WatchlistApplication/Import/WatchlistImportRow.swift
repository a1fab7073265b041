import Foundation
import WatchlistDomain

/// One row of an import file, read but not yet resolved to a title: either the title's kind and
/// TMDb id (our JSON and CSV), or a name and year to look up (Letterboxd's export, movies only).
public enum WatchlistImportRow: Equatable, Sendable {
    /// A title named by its id, with whatever else the file kept of it.
    case identified(WatchlistImportRecord)
    /// A movie named by its name and year, to resolve by search.
    case named(name: String, year: Int?, addedAt: Date?, line: Int)

    /// The file's line the row starts on (1-based), for messages.
    public var line: Int {
        switch self {
        case .identified(let record): record.line
        case .named(_, _, _, let line): line
        }
    }
}
