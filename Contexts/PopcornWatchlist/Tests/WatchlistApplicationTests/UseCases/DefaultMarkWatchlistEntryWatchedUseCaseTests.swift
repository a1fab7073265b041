import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultMarkWatchlistEntryWatchedUseCase")
struct DefaultMarkWatchlistEntryWatchedUseCaseTests {
    static let watchedOn = Date(timeIntervalSince1970: 1_795_737_600)

    let id = WatchlistItemID(kind: .movie, tmdbID: 550)
    let repository = MockWatchlistRepository()

    var useCase: DefaultMarkWatchlistEntryWatchedUseCase {
        DefaultMarkWatchlistEntryWatchedUseCase(repository: repository)
    }

    @Test("marking writes nothing on the watchlist (the diary records the watch) and says what the diary makes of it")
    func marksThroughTheDiary() async throws {
        repository.stub { $0.entry = .success(.mock()) }
        let diary = MockWatchlistViewingProvider([id: Self.watchedOn])

        let details = try await DefaultMarkWatchlistEntryWatchedUseCase(repository: repository, viewingProvider: diary)
            .execute(id, watched: true)

        #expect(repository.entryCalledWith == [id])
        #expect(repository.setWatchedCalledWith.isEmpty)
        #expect(details.isWatched && details.watchedAt == Self.watchedOn)
        #expect(details.itemID == id)
    }

    @Test("an entry marked before the diary stays watched on its own date until unmarked")
    func keepsItsOwnMark() async throws {
        let watchedAt = Date(timeIntervalSince1970: 1_795_700_000)
        repository.stub { $0.entry = .success(.mock(watchedAt: watchedAt)) }

        let details = try await useCase.execute(id, watched: true)

        #expect(details.watchedAt == watchedAt)
        #expect(details.isWatched)
        #expect(repository.setWatchedCalledWith.isEmpty)
    }

    @Test("unmarking clears the entry's own mark, without reading the entry first; the diary has the last word")
    func unmarks() async throws {
        repository.stub { $0.setWatched = .success(.mock(note: "again")) }

        let details = try await useCase.execute(id, watched: false)
        let stillInDiary = try await DefaultMarkWatchlistEntryWatchedUseCase(
            repository: repository, viewingProvider: MockWatchlistViewingProvider([id: Self.watchedOn])
        ).execute(id, watched: false)

        #expect(repository.setWatchedCalledWith.map(\.id) == [id, id])
        #expect(repository.setWatchedCalledWith.map(\.date) == [nil, nil])
        #expect(repository.entryCalledWith.isEmpty)
        #expect(!details.isWatched)
        #expect(details.watchedAt == nil)
        #expect(details.note == "again")
        #expect(stillInDiary.isWatched)
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
