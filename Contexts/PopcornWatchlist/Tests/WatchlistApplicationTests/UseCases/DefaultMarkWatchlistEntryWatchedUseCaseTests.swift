import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultMarkWatchlistEntryWatchedUseCase")
struct DefaultMarkWatchlistEntryWatchedUseCaseTests {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    let id = WatchlistItemID(kind: .movie, tmdbID: 550)
    let repository = MockWatchlistRepository()

    var useCase: DefaultMarkWatchlistEntryWatchedUseCase {
        DefaultMarkWatchlistEntryWatchedUseCase(repository: repository, now: { Self.now })
    }

    @Test("a title still to watch is marked watched now")
    func marksWatchedNow() async throws {
        repository.stub { state in
            state.entry = .success(.mock())
            state.setWatched = .success(.mock(watchedAt: Self.now))
        }

        let details = try await useCase.execute(id, watched: true)

        #expect(repository.setWatchedCalledWith.map(\.id) == [id])
        #expect(repository.setWatchedCalledWith.map(\.date) == [Self.now])
        #expect(details.isWatched)
        #expect(details.watchedAt == Self.now)
        #expect(details.itemID == id)
    }

    @Test("a title already watched keeps the day it was watched, and nothing is written")
    func keepsFirstWatchedDate() async throws {
        let watchedAt = Date(timeIntervalSince1970: 1_795_700_000)
        repository.stub { $0.entry = .success(.mock(watchedAt: watchedAt)) }

        let details = try await useCase.execute(id, watched: true)

        #expect(details.watchedAt == watchedAt)
        #expect(details.isWatched)
        #expect(repository.entryCalledWith == [id])
        #expect(repository.setWatchedCalledWith.isEmpty)
    }

    @Test("unmarking clears the watched date, without reading the entry first")
    func unmarks() async throws {
        repository.stub { $0.setWatched = .success(.mock(note: "again")) }

        let details = try await useCase.execute(id, watched: false)

        #expect(repository.setWatchedCalledWith.map(\.id) == [id])
        #expect(repository.setWatchedCalledWith.map(\.date) == [nil])
        #expect(repository.entryCalledWith.isEmpty)
        #expect(!details.isWatched)
        #expect(details.watchedAt == nil)
        #expect(details.note == "again")
    }

    @Test("a title that is not on the watchlist is notOnWatchlist, marked or unmarked", arguments: [true, false])
    func notOnWatchlist(watched: Bool) async {
        repository.stub { state in
            state.entry = .success(nil)
            state.setWatched = .success(nil)
        }

        await #expect(throws: WatchlistError.notOnWatchlist(id)) {
            try await useCase.execute(id, watched: watched)
        }
    }

    @Test("a watchlist that cannot be used is unavailable, with the store's message", arguments: [true, false])
    func storageFailure(watched: Bool) async {
        repository.stub { state in
            state.entry = .failure(.storage("the watchlist is locked"))
            state.setWatched = .failure(.storage("the watchlist is locked"))
        }

        await #expect(throws: WatchlistError.unavailable("the watchlist is locked")) {
            try await useCase.execute(id, watched: watched)
        }
    }
}
