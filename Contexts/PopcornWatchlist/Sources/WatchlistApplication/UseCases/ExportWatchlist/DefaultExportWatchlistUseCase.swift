import CoreDomain
import Foundation
import WatchlistDomain

/// Reads every entry, orders them by when they were added (oldest first; ties by title, then kind and
/// id, so the same watchlist always exports the same text), dates each watched as the diary says,
/// and writes them in the format asked for.
struct DefaultExportWatchlistUseCase: ExportWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let viewingProvider: (any WatchlistViewingProviding)?

    init(repository: some WatchlistRepository, viewingProvider: (any WatchlistViewingProviding)? = nil) {
        self.repository = repository
        self.viewingProvider = viewingProvider
    }

    func execute(format: WatchlistExportFormat) async throws(WatchlistError) -> String {
        var entries: [WatchlistEntry]
        do {
            entries = Self.oldestFirst(try await repository.entries())
        } catch {
            throw WatchlistError(storage: error)
        }
        let lastWatched = await viewingProvider?.lastWatched() ?? [:]
        entries = entries.map { entry in
            lastWatched[entry.id].map {
                WatchlistEntry(title: entry.title, addedAt: entry.addedAt, watchedAt: $0, note: entry.note)
            } ?? entry
        }
        switch format {
        case .csv:
            return WatchlistCSV.text(for: entries)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(WatchlistExportDocument(entries: entries)) else {
                throw .unavailable("the watchlist could not be written as JSON")
            }
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// `entries` (as the repository keeps them, in the order they were added) oldest first: times are
    /// kept to the second, so entries added within one second keep the order they were added in, and
    /// an import of the export adds them in that order again.
    static func oldestFirst(_ entries: [WatchlistEntry]) -> [WatchlistEntry] {
        entries.enumerated()
            .sorted { lhs, rhs in
                lhs.element.addedAt != rhs.element.addedAt
                    ? lhs.element.addedAt < rhs.element.addedAt : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
