import CoreApplication
import CoreDomain
import Foundation
import WatchlistDomain

/// Parses the file, resolves its rows a few at a time (names through the resolver, titles the file
/// does not carry through the title provider; none for titles already on the watchlist), then adds
/// them in one transaction.
struct DefaultImportWatchlistUseCase: ImportWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let titleProvider: any WatchlistTitleProviding
    private let titleResolver: any WatchlistTitleResolving
    private let now: @Sendable () -> Date
    private let parser = WatchlistImportParser()

    init(
        repository: some WatchlistRepository,
        titleProvider: some WatchlistTitleProviding,
        titleResolver: some WatchlistTitleResolving,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.titleProvider = titleProvider
        self.titleResolver = titleResolver
        self.now = now
    }

    func execute(_ text: String, skipUnresolved: Bool) async throws(WatchlistError) -> WatchlistImportReport {
        let rows = try parser.rows(in: text)
        let existing: [WatchlistItemID: WatchlistEntry]
        do {
            existing = Dictionary(try await repository.entries().map { ($0.id, $0) }) { first, _ in first }
        } catch {
            throw WatchlistError(storage: error)
        }
        let importedAt = now()
        let resolved = try await resolve(rows, existing: existing, importedAt: importedAt)
        let unresolved = resolved.compactMap(\.unresolved)
        if !unresolved.isEmpty && !skipUnresolved {
            throw .unresolvedImport(unresolved)
        }
        let result: WatchlistImportResult
        do {
            result = try await repository.importEntries(resolved.compactMap(\.entry))
        } catch {
            throw WatchlistError(storage: error)
        }
        return WatchlistImportReport(
            added: result.added.count, alreadyThere: result.alreadyThere.count, skipped: unresolved)
    }

    /// How many rows are resolved at once: enough to overlap the requests, few enough not to be
    /// rate limited on a long list.
    static let maximumInFlight = 8

    /// Every row resolved to an entry or named as unresolved, in the file's order, at most
    /// ``maximumInFlight`` at a time; the first failure to reach TMDb cancels the rest and fails the
    /// import.
    private func resolve(
        _ rows: [WatchlistImportRow],
        existing: [WatchlistItemID: WatchlistEntry],
        importedAt: Date
    ) async throws(WatchlistError) -> [WatchlistImportResolution] {
        let resolver = WatchlistImportRowResolver(
            titleProvider: titleProvider, titleResolver: titleResolver, existing: existing, importedAt: importedAt)
        return try await rows.boundedConcurrentMap(maximumInFlight: Self.maximumInFlight) {
            (row: WatchlistImportRow) async throws(WatchlistError) in try await resolver.resolve(row)
        }
    }
}
