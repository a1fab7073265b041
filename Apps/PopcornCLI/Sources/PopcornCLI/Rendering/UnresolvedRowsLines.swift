import CoreApplication

/// How an import names the rows that name no title popcorn could find, the watchlist's and the
/// diary's alike: one line each, `  line 3: "Fight Clubb" (1999)`, under what was done about them.
enum UnresolvedRowsLines {
    /// The failure when such rows stop an import (66): what happened, then the rows.
    static func failure(_ rows: [UnresolvedImportRow], naming thing: String) -> CLIFailure {
        let count = rows.count == 1 ? "1 row names" : "\(rows.count) rows name"
        return CLIFailure(
            .notFound,
            "\(count) no \(thing) popcorn could find; nothing was imported (add --skip-unresolved to import the rest):",
            details: lines(rows))
    }

    /// The lines that end a report when `--skip-unresolved` left rows out; none when it left none.
    static func skipped(_ rows: [UnresolvedImportRow], naming thing: String) -> [String] {
        rows.isEmpty
            ? [] : ["Skipped " + DisplayFormat.count(rows.count, "row", "rows") + " naming no \(thing):"] + lines(rows)
    }

    private static func lines(_ rows: [UnresolvedImportRow]) -> [String] {
        rows.map { "  line \($0.line): \($0.description)" }
    }
}
