import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultFetchWatchlistUseCase")
struct DefaultFetchWatchlistUseCaseTests {
    let entries: [WatchlistEntry] = [
        .mock(),
        .mockSeries(),
        .mock(tmdbID: 603, title: "The Matrix", releaseDate: .mockDay(year: 1999, month: 3, day: 31), voteAverage: 8.2),
    ]
    let imagesConfigurationProvider = MockImagesConfigurationProvider()

    func useCase(
        _ repository: MockWatchlistRepository,
        imagesConfigurationProvider: MockImagesConfigurationProvider? = nil
    ) -> DefaultFetchWatchlistUseCase {
        DefaultFetchWatchlistUseCase(
            repository: repository,
            imagesConfigurationProvider: imagesConfigurationProvider ?? self.imagesConfigurationProvider)
    }

    @Test("an entry is watched when the diary has it (its latest day), else by its own mark, from one diary read")
    func watchedFromTheDiary() async throws {
        let watchedOn = Date(timeIntervalSince1970: 1_795_737_600)
        let marked = Date(timeIntervalSince1970: 1_795_000_000)
        let repository = MockWatchlistRepository(
            entries: .success([.mock(), .mockSeries(), .mock(tmdbID: 603, title: "The Matrix", watchedAt: marked)]))
        let diary = MockWatchlistViewingProvider([WatchlistItemID(kind: .tvSeries, tmdbID: 1396): watchedOn])

        let details = try await DefaultFetchWatchlistUseCase(
            repository: repository, imagesConfigurationProvider: imagesConfigurationProvider, viewingProvider: diary
        ).execute(kind: nil, sort: .title)

        #expect(details.results.map(\.title) == ["Breaking Bad", "Fight Club", "The Matrix"])
        #expect(details.results.map(\.watchedAt) == [watchedOn, nil, marked])
        #expect(details.results.map(\.isWatched) == [true, false, true])
        #expect(diary.callCount == 1)
    }

    @Test("every kind is listed without a kind, in the order asked for, as one page")
    func listsEverything() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))

        let details = try await useCase(repository).execute(kind: nil, sort: .title)

        #expect(details.results.map(\.title) == ["Breaking Bad", "Fight Club", "The Matrix"])
        #expect(details.page == 1)
        #expect(details.totalPages == 1)
        #expect(details.totalResults == 3)
        #expect(repository.entriesCallCount == 1)
    }

    @Test(
        "a kind keeps only the titles of that kind",
        arguments: [(WatchlistKind.movie, [550, 603]), (.tvSeries, [1396])])
    func filtersByKind(kind: WatchlistKind, ids: [Int]) async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))

        let details = try await useCase(repository).execute(kind: kind, sort: .title)

        #expect(details.results.map(\.id) == ids)
        #expect(details.results.allSatisfy { $0.kind == kind })
        #expect(details.totalResults == ids.count)
    }

    @Test(
        "the sort asked for orders the list",
        arguments: [
            (WatchlistSort.added, ["Fight Club", "Breaking Bad", "The Matrix Resurrections"]),
            (.title, ["Breaking Bad", "Fight Club", "The Matrix Resurrections"]),
            (.release, ["The Matrix Resurrections", "Breaking Bad", "Fight Club"]),
            (.rating, ["Breaking Bad", "The Matrix Resurrections", "Fight Club"]),
        ])
    func sorts(sort: WatchlistSort, titles: [String]) async throws {
        let repository = MockWatchlistRepository(
            entries: .success([
                .mock(
                    tmdbID: 624_860, title: "The Matrix Resurrections",
                    releaseDate: .mockDay(year: 2021, month: 12, day: 22), voteAverage: 8.6,
                    addedAt: Date(timeIntervalSince1970: 1_795_000_000)),
                .mockSeries(),
                .mock(),
            ]))

        let details = try await useCase(repository).execute(kind: nil, sort: sort)

        #expect(details.results.map(\.title) == titles)
    }

    @Test("each entry's poster is resolved with the images configuration, asked once for the whole list")
    func resolvesPosters() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))

        let details = try await useCase(repository).execute(kind: nil, sort: .added)

        #expect(imagesConfigurationProvider.callCount == 1)
        #expect(details.results.first { $0.id == 550 }?.posterURLSet == .mock(path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"))
        #expect(
            details.results.first { $0.id == 1396 }?.posterURLSet == .mock(path: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"))
    }

    @Test("an empty watchlist is an empty page, without asking for the images configuration")
    func emptyWatchlist() async throws {
        let repository = MockWatchlistRepository(entries: .success([]))

        let details = try await useCase(repository).execute(kind: nil, sort: .added)

        #expect(details == WatchlistDetails(results: []))
        #expect(details.totalResults == 0)
        #expect(imagesConfigurationProvider.callCount == 0)
    }

    @Test("no title of the kind asked for is an empty page, without asking for the images configuration")
    func emptyKind() async throws {
        let repository = MockWatchlistRepository(entries: .success([.mockSeries()]))

        let details = try await useCase(repository).execute(kind: .movie, sort: .added)

        #expect(details.results.isEmpty)
        #expect(imagesConfigurationProvider.callCount == 0)
    }

    @Test("without the images configuration (offline) the list is still given, without posters")
    func withoutImagesConfiguration() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let failing = MockImagesConfigurationProvider(stub: .failure(.unreachable("offline")))

        let details = try await useCase(repository, imagesConfigurationProvider: failing).execute(
            kind: nil, sort: .title)

        #expect(details.results.map(\.title) == ["Breaking Bad", "Fight Club", "The Matrix"])
        #expect(details.results.allSatisfy { $0.posterURLSet == nil })
    }

    @Test("a watchlist that cannot be read is unavailable, with the store's message")
    func storageFailure() async {
        let repository = MockWatchlistRepository(entries: .failure(.storage("the watchlist is damaged")))

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await useCase(repository).execute(kind: nil, sort: .added)
        }
    }
}
