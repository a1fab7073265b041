import CoreDomain
import Foundation
import WatchlistDomain

/// Adds the title at the clock's time, with what the title provider says it is, and maps the entry;
/// a title already on the watchlist is answered as it is, without asking the provider.
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
        let existing: WatchlistEntry?
        do {
            existing = try await repository.entry(id)
        } catch {
            throw WatchlistError(storage: error)
        }
        if let existing {
            return WatchlistAddition(entry: await details(existing), isNew: false)
        }
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
        return WatchlistAddition(entry: await details(added.0), isNew: added.isNew)
    }

    /// The entry mapped, its poster resolved when the images configuration is at hand.
    private func details(_ entry: WatchlistEntry) async -> WatchlistEntryDetails {
        let imagesConfiguration = try? await imagesConfigurationProvider.imagesConfiguration()
        return mapper.map(entry, imagesConfiguration: imagesConfiguration)
    }
}
