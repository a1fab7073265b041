import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultSyncWatchlistUseCase")
struct DefaultSyncWatchlistUseCaseTests {
    /// When the sync applies its changes: part way through a second.
    static let syncedAt = Date(timeIntervalSince1970: 1_795_748_679.625)
    static let syncedAtToTheSecond = Date(timeIntervalSince1970: 1_795_748_679)

    let repository = MockWatchlistRepository()

    var useCase: DefaultSyncWatchlistUseCase { DefaultSyncWatchlistUseCase(repository: repository) }

    @Test("the titles are the entries' kinds, ids, names, releases, raw poster paths, scores and times added")
    func titles() async throws {
        repository.stub {
            $0.entries = .success([
                .mock(), .mockSeries(),
                .mock(tmdbID: 807, title: "Se7en", releaseDate: nil, posterPath: nil, voteAverage: nil),
            ])
        }

        let titles = try await useCase.titles()

        #expect(
            titles == [
                WatchlistSyncTitle(
                    kind: .movie, tmdbID: 550, title: "Fight Club",
                    releaseDate: .mockDay(year: 1999, month: 10, day: 15),
                    posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", voteAverage: 8.438, addedAt: .mockAdded(0)),
                WatchlistSyncTitle(
                    kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad",
                    releaseDate: .mockDay(year: 2008, month: 1, day: 20),
                    posterPath: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg", voteAverage: 8.9,
                    addedAt: Date(timeIntervalSince1970: 1_795_162_542)),
                WatchlistSyncTitle(kind: .movie, tmdbID: 807, title: "Se7en", addedAt: .mockAdded(0)),
            ])
        #expect(repository.entriesCallCount == 1)
    }

    @Test("no watchlist yet: no titles")
    func noTitles() async throws {
        repository.stub { $0.entries = .success([]) }

        #expect(try await useCase.titles() == [])
    }

    @Test("a watchlist that cannot be read is unavailable, with the store's message")
    func titlesUnavailable() async {
        repository.stub { $0.entries = .failure(.storage("the watchlist is damaged")) }

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await useCase.titles()
        }
    }

    @Test("applying adds the titles at the time given, to the second, and takes off the others, in one call")
    func apply() async throws {
        repository.stub { $0.applySync = .success(()) }
        let se7en = WatchlistSyncTitle(
            kind: .movie, tmdbID: 807, title: "Se7en", releaseDate: .mockDay(year: 1995, month: 9, day: 22),
            posterPath: "/6yoghtyTpznpBik8EngEmJskVUO.jpg", voteAverage: 8.4)
        let breakingBad = WatchlistSyncTitle(kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad")
        let fightClub = WatchlistSyncTitle(kind: .movie, tmdbID: 550, title: "Fight Club")

        try await useCase.apply(adding: [se7en, breakingBad], removing: [fightClub], at: Self.syncedAt)

        #expect(repository.applySyncCalledWith.count == 1)
        let call = try #require(repository.applySyncCalledWith.first)
        #expect(
            call.adding == [
                WatchlistEntry.mock(
                    tmdbID: 807, title: "Se7en", releaseDate: .mockDay(year: 1995, month: 9, day: 22),
                    posterPath: URL(string: "/6yoghtyTpznpBik8EngEmJskVUO.jpg"), voteAverage: 8.4,
                    addedAt: Self.syncedAtToTheSecond),
                .mock(
                    kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad", releaseDate: nil, posterPath: nil,
                    voteAverage: nil, addedAt: Self.syncedAtToTheSecond),
            ])
        #expect(call.removing == [WatchlistItemID(kind: .movie, tmdbID: 550)])
    }

    @Test("nothing to add or take off is still one call, with nothing in it")
    func applyNothing() async throws {
        repository.stub { $0.applySync = .success(()) }

        try await useCase.apply(adding: [], removing: [], at: Self.syncedAt)

        #expect(repository.applySyncCalledWith.count == 1)
        let call = try #require(repository.applySyncCalledWith.first)
        #expect(call.adding == [])
        #expect(call.removing == [])
    }

    @Test("a watchlist that cannot be written is unavailable, with the store's message")
    func applyUnavailable() async {
        repository.stub { $0.applySync = .failure(.storage("the watchlist is read-only")) }

        await #expect(throws: WatchlistError.unavailable("the watchlist is read-only")) {
            try await useCase.apply(
                adding: [WatchlistSyncTitle(kind: .movie, tmdbID: 807, title: "Se7en")], removing: [],
                at: Self.syncedAt)
        }
    }
}
