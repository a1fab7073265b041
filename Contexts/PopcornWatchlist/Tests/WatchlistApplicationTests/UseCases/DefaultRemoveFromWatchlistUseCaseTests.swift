import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultRemoveFromWatchlistUseCase")
struct DefaultRemoveFromWatchlistUseCaseTests {
    let repository = MockWatchlistRepository()

    var useCase: DefaultRemoveFromWatchlistUseCase { DefaultRemoveFromWatchlistUseCase(repository: repository) }

    @Test("it removes the title and returns its entry as it was")
    func removes() async throws {
        let removed = WatchlistEntry.mockSeries()
        repository.stub { $0.remove = .success(removed) }

        let details = try await useCase.execute(removed.id)

        #expect(repository.removeCalledWith == [removed.id])
        #expect(details.itemID == removed.id)
        #expect(details.title == "Breaking Bad")
        #expect(details.note == "Start again from season 2")
        #expect(details.isWatched)
    }

    @Test("a title that is not on the watchlist is notOnWatchlist")
    func notOnWatchlist() async {
        let id = WatchlistItemID(kind: .movie, tmdbID: 603)
        repository.stub { $0.remove = .success(nil) }

        await #expect(throws: WatchlistError.notOnWatchlist(id)) {
            try await useCase.execute(id)
        }
    }

    @Test("a watchlist that cannot be written is unavailable, with the store's message")
    func storageFailure() async {
        repository.stub { $0.remove = .failure(.storage("the watchlist is damaged")) }

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await useCase.execute(WatchlistItemID(kind: .movie, tmdbID: 550))
        }
    }
}
