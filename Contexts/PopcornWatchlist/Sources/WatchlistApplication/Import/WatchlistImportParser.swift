import Foundation
import WatchlistDomain

/// Reads the files `popcorn watchlist import` takes, telling their format by their content: our JSON
/// export (a document starting with `{`), our CSV export or any CSV with `tmdb_id` and `kind` columns,
/// and Letterboxd's watchlist export. It only reads: which titles the rows name is the import's job.
public struct WatchlistImportParser: Sendable {
    public init() {}

    /// The rows of an import file, in the file's order, each with the line it starts on (an entry's
    /// position in a JSON document); a file no format reads is `malformedImport`, naming the line.
    public func rows(in text: String) throws(WatchlistError) -> [WatchlistImportRow] {
        let content = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : text[...]
        guard let first = content.first(where: { !$0.isWhitespace }) else {
            throw .malformedImport(line: 1, reason: "the file is empty")
        }
        if first == "{" {
            return try jsonRows(in: content)
        }
        return try csvRows(in: text)
    }
}
