import Foundation
import WatchlistDomain

/// Our JSON export, read back: each entry becomes a row whose line is its 1-based position.
extension WatchlistImportParser {
    func jsonRows(in text: Substring) throws(WatchlistError) -> [WatchlistImportRow] {
        let document: WatchlistExportDocument
        do {
            document = try JSONDecoder().decode(WatchlistExportDocument.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw .malformedImport(line: 0, reason: Self.reason(for: error))
        } catch {
            throw .malformedImport(line: 0, reason: "not a popcorn watchlist document: \(error)")
        }
        return document.entries.enumerated().map { offset, entry in
            .identified(
                WatchlistImportRecord(
                    id: WatchlistItemID(kind: entry.kind, tmdbID: entry.tmdbID),
                    title: entry.title,
                    releaseDate: entry.releaseDate,
                    posterPath: entry.posterPath,
                    voteAverage: entry.voteAverage,
                    addedAt: entry.addedAt,
                    watchedAt: entry.watchedAt,
                    note: entry.note,
                    line: offset + 1
                ))
        }
    }

    /// What is wrong, and where in the document when the decoder says: `entries[2].kind: …` (the
    /// index counted from 0, as in a JSON path).
    static func reason(for error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            let detail = context.underlyingError.map { " (\($0))" } ?? ""
            return "not a popcorn watchlist document: \(context.debugDescription)\(detail)"
        @unknown default:
            return "not a popcorn watchlist document: \(error)"
        }
    }

    /// `entries[2].kind` for the decoder's coding path.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }
}
