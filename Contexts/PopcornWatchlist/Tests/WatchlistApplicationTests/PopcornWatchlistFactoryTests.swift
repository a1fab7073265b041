import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("PopcornWatchlistFactory")
struct PopcornWatchlistFactoryTests {
    /// A clock part way through a second: the watchlist keeps times to the second.
    static let now = Date(timeIntervalSince1970: 1_796_000_000.875)
    static let nowToTheSecond = Date(timeIntervalSince1970: 1_796_000_000)

    let id = WatchlistItemID(kind: .movie, tmdbID: 550)
    let repository = MockWatchlistRepository()
    let titleProvider = MockWatchlistTitleProvider(titles: [WatchlistEntry.mock().title])
    let titleResolver = MockWatchlistTitleResolver(["Fight Club": .success(WatchlistItemID(kind: .movie, tmdbID: 550))])
    let streamingProvider = MockWatchlistStreamingProvider([
        WatchlistItemID(kind: .movie, tmdbID: 550): .success([WatchlistStreamingService.mockNetflix()])
    ])
    let imagesConfigurationProvider = MockImagesConfigurationProvider()

    var factory: PopcornWatchlistFactory {
        PopcornWatchlistFactory(
            repository: repository, titleProvider: titleProvider, titleResolver: titleResolver,
            streamingProvider: streamingProvider, imagesConfigurationProvider: imagesConfigurationProvider,
            now: { Self.now })
    }

    @Test("add asks the title provider, adds at the clock's time to the second and resolves the poster")
    func add() async throws {
        repository.stub {
            $0.entry = .success(nil)
            $0.add = .success((.mock(addedAt: Self.nowToTheSecond), true))
        }

        let addition = try await factory.makeAddToWatchlistUseCase().execute(id)

        #expect(titleProvider.calledWith == [id])
        #expect(repository.addCalledWith.map(\.addedAt) == [Self.nowToTheSecond])
        #expect(addition.entry.posterURLSet != nil)
        #expect(imagesConfigurationProvider.callCount == 1)
    }

    @Test("the clock defaults to now, to the second")
    func defaultClock() async throws {
        repository.stub {
            $0.entry = .success(nil)
            $0.add = .success((.mock(), true))
        }
        let factory = PopcornWatchlistFactory(
            repository: repository, titleProvider: titleProvider, titleResolver: titleResolver,
            streamingProvider: streamingProvider, imagesConfigurationProvider: imagesConfigurationProvider)
        let before = Date().timeIntervalSince1970.rounded(.down)

        _ = try await factory.makeAddToWatchlistUseCase().execute(id)

        let addedAt = try #require(repository.addCalledWith.first?.addedAt).timeIntervalSince1970
        #expect(addedAt == addedAt.rounded(.down))
        #expect(addedAt >= before && addedAt <= Date().timeIntervalSince1970)
    }

    @Test("mark watched writes no date of its own: the diary records the watch")
    func markWatched() async throws {
        repository.stub { $0.entry = .success(.mock()) }

        let details = try await factory.makeMarkWatchlistEntryWatchedUseCase().execute(id, watched: true)

        #expect(repository.setWatchedCalledWith.isEmpty)
        #expect(!details.isWatched)
    }

    @Test("import resolves names through the resolver and dates undated rows at the clock's time to the second")
    func importWatchlist() async throws {
        repository.stub { state in
            state.entries = .success([])
            state.importEntries = MockWatchlistRepository.addsEveryEntry
        }

        let report = try await factory.makeImportWatchlistUseCase()
            .execute("Date,Name,Year,Letterboxd URI\n,Fight Club,1999,x\n", skipUnresolved: false)

        #expect(report.added == 1)
        #expect(titleResolver.callCount == 1)
        #expect(repository.importEntriesCalledWith.first?.map(\.addedAt) == [Self.nowToTheSecond])
    }

    @Test("remove, list, note and export work on the factory's repository")
    func repositoryUseCases() async throws {
        repository.stub { state in
            state.entries = .success([.mock()])
            state.remove = .success(.mock())
            state.setNote = .success(.mock(note: "soon"))
        }

        #expect(try await factory.makeRemoveFromWatchlistUseCase().execute(id).id == 550)
        #expect(try await factory.makeFetchWatchlistUseCase().execute(kind: nil, sort: .added).totalResults == 1)
        #expect(try await factory.makeSetWatchlistNoteUseCase().execute(id, note: "soon").note == "soon")
        #expect(try await factory.makeExportWatchlistUseCase().execute(format: .csv).contains("550,movie,Fight Club"))
        #expect(repository.removeCalledWith == [id])
        #expect(repository.setNoteCalledWith.map(\.note) == ["soon"])
        #expect(repository.entriesCallCount == 2)
    }

    @Test("streamable asks the streaming provider for each title in the region given")
    func streamable() async throws {
        repository.stub { $0.entries = .success([.mock()]) }

        let details = try await factory.makeFetchStreamableWatchlistUseCase().execute(
            kind: nil, sort: .added, region: "gb", providers: [])

        #expect(streamingProvider.calls == [MockWatchlistStreamingProvider.Call(id: id, region: "GB")])
        #expect(
            details.results.map(\.services) == [
                [WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .subscription)]
            ])
    }

    @Test("check needs a repository alone")
    func check() async throws {
        repository.stub { $0.entry = .success(nil) }

        let isOnWatchlist = try await PopcornWatchlistFactory.makeCheckWatchlistUseCase(repository: repository)
            .execute(id)

        #expect(!isOnWatchlist)
        #expect(repository.entryCalledWith == [id])
    }
}
