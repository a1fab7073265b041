import CoreApplication
import CoreDomain
import Foundation
import WatchlistDomain

/// Turns one import row into a watchlist entry: a row that carries its title as it is; a row that
/// names its title by id only, through the title provider (unless it is on the watchlist already);
/// a row that names it by name and year, through the resolver, then the provider.
struct WatchlistImportRowResolver: Sendable {
    let titleProvider: any WatchlistTitleProviding
    let titleResolver: any WatchlistTitleResolving
    let existing: [WatchlistItemID: WatchlistEntry]
    /// When rows without their own date are added.
    let importedAt: Date

    func resolve(_ row: WatchlistImportRow) async throws(WatchlistError) -> WatchlistImportResolution {
        switch row {
        case .identified(let record):
            if let entry = existing[record.id] {
                return .entry(entry)
            }
            let title: WatchlistTitle
            if let name = record.title {
                title = WatchlistTitle(
                    id: record.id, title: name, releaseDate: record.releaseDate, posterPath: record.posterPath,
                    voteAverage: record.voteAverage)
            } else {
                guard let fetched = try await fetch(record.id) else {
                    return .unresolved(UnresolvedImportRow(line: record.line, description: "\(record.id)"))
                }
                title = fetched
            }
            return .entry(
                WatchlistEntry(
                    title: title, addedAt: record.addedAt ?? importedAt, watchedAt: record.watchedAt,
                    note: record.note))
        case .named(let name, let year, let addedAt, let line):
            let id: WatchlistItemID?
            do {
                id = try await titleResolver.resolve(name, year: year, kind: .movie)
            } catch {
                throw .source(error)
            }
            guard let id else {
                return .unresolved(UnresolvedImportRow(line: line, name: name, year: year))
            }
            if let entry = existing[id] {
                return .entry(entry)
            }
            guard let title = try await fetch(id) else {
                return .unresolved(UnresolvedImportRow(line: line, name: name, year: year))
            }
            return .entry(WatchlistEntry(title: title, addedAt: addedAt ?? importedAt))
        }
    }

    /// The title with `id`, or `nil` when TMDb has none.
    private func fetch(_ id: WatchlistItemID) async throws(WatchlistError) -> WatchlistTitle? {
        do {
            return try await titleProvider.title(id)
        } catch .notFound {
            return nil
        } catch {
            throw .source(error)
        }
    }
}
