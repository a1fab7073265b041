import CoreDomain
import Foundation
import WatchlistDomain

/// Asks the title provider what the title is, adds it at the clock's time, and maps the entry.
struct DefaultAddToWatchlistUseCase: AddToWatchlistUseCase {
    private let repository: any WatchlistRepository
    private let titleProvider: any WatchlistTitleProviding
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let now: @Sendable () -> Date
    private let mapper = WatchlistEntryDetailsMapper()

    init(
        repository: some WatchlistRepository,
        titleProvider: some WatchlistTitleProviding,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.titleProvider = titleProvider
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.now = now
    }

    func execute(_ id: WatchlistItemID) async throws(WatchlistError) -> WatchlistAddition {
        let title: WatchlistTitle
        do {
            title = try await titleProvider.title(id)
        } catch .notFound {
            throw .titleNotFound(id)
        } catch {
            throw .source(error)
        }
        let added: (WatchlistEntry, isNew: Bool)
        do {
            added = try await repository.add(title, at: now())
        } catch {
            throw WatchlistError(storage: error)
        }
        let imagesConfiguration = try? await imagesConfigurationProvider.imagesConfiguration()
        return WatchlistAddition(
            entry: mapper.map(added.0, imagesConfiguration: imagesConfiguration), isNew: added.isNew)
    }
}
