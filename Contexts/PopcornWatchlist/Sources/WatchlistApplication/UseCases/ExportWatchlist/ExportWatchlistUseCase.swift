import Foundation
import WatchlistDomain

/// Writes the whole watchlist out, to keep or to move elsewhere; `import` reads it back.
public protocol ExportWatchlistUseCase: Sendable {
    /// Every entry, oldest addition first, as the text of `format`.
    func execute(format: WatchlistExportFormat) async throws(WatchlistError) -> String
}
