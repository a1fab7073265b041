import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultCheckWatchlistUseCase")
struct DefaultCheckWatchlistUseCaseTests {
    let repository = MockWatchlistRepository()

    var useCase: DefaultCheckWatchlistUseCase { DefaultCheckWatchlistUseCase(repository: repository) }

    @Test("a title with an entry is on the watchlist")
    func onWatchlist() async throws {
        repository.stub { $0.entry = .success(.mockSeries()) }

        #expect(try await useCase.execute(WatchlistItemID(kind: .tvSeries, tmdbID: 1396)))
        #expect(repository.entryCalledWith == [WatchlistItemID(kind: .tvSeries, tmdbID: 1396)])
    }

    @Test("a title without an entry (or no watchlist at all) is not on the watchlist")
    func notOnWatchlist() async throws {
        repository.stub { $0.entry = .success(nil) }

        #expect(try await useCase.execute(WatchlistItemID(kind: .movie, tmdbID: 550)) == false)
    }

    @Test("a watchlist that cannot be read is unavailable, never 'not on the watchlist'")
    func storageFailure() async {
        repository.stub { $0.entry = .failure(.storage("the watchlist is damaged")) }

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await useCase.execute(WatchlistItemID(kind: .movie, tmdbID: 550))
        }
    }
}
