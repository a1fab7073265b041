import CoreDomain
import Foundation
import WatchlistDomain

/// Parses the file, resolves its rows concurrently (names through the resolver, titles the file
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

    /// Every row resolved to an entry or named as unresolved, in the file's order; a failure to
    /// reach TMDb fails the import.
    private func resolve(
        _ rows: [WatchlistImportRow],
        existing: [WatchlistItemID: WatchlistEntry],
        importedAt: Date
    ) async throws(WatchlistError) -> [WatchlistImportResolution] {
        let (titleProvider, titleResolver) = (titleProvider, titleResolver)
        let results = await withTaskGroup(of: (Int, Result<WatchlistImportResolution, WatchlistError>).self) { group in
            for (index, row) in rows.enumerated() {
                group.addTask {
                    let resolver = WatchlistImportRowResolver(
                        titleProvider: titleProvider, titleResolver: titleResolver, existing: existing,
                        importedAt: importedAt)
                    do throws(WatchlistError) {
                        return (index, .success(try await resolver.resolve(row)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results: [(Int, Result<WatchlistImportResolution, WatchlistError>)] = []
            for await result in group {
                results.append(result)
            }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
        return try results.map { result throws(WatchlistError) in try result.get() }
    }
}
