import CoreDomain
import Foundation
import WatchlistDomain

/// Reads every entry, keeps the kind asked for, sorts them, and maps them with the images
/// configuration when it is at hand (the list works offline without it) and the diary's latest
/// watches (one read of it).
struct DefaultFetchWatchlistUseCase: FetchWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let viewingProvider: (any WatchlistViewingProviding)?
    private let mapper = WatchlistEntryDetailsMapper()

    init(
        repository: some WatchlistRepository, imagesConfigurationProvider: some ImagesConfigurationProviding,
        viewingProvider: (any WatchlistViewingProviding)? = nil
    ) {
        self.repository = repository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.viewingProvider = viewingProvider
    }

    func execute(kind: WatchlistKind?, sort: WatchlistSort) async throws(WatchlistError) -> WatchlistDetails {
        let entries: [WatchlistEntry]
        do {
            entries = try await repository.entries()
        } catch {
            throw WatchlistError(storage: error)
        }
        let kept = sort.sorted(entries.filter { kind == nil || $0.id.kind == kind })
        guard !kept.isEmpty else {
            return WatchlistDetails(results: [])
        }
        async let watched = viewingProvider?.lastWatched() ?? [:]
        let imagesConfiguration = try? await imagesConfigurationProvider.imagesConfiguration()
        let lastWatched = await watched
        return WatchlistDetails(
            results: kept.map {
                mapper.map($0, imagesConfiguration: imagesConfiguration, lastWatched: lastWatched[$0.id])
            })
    }
}
