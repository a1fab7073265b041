import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultFetchStreamableWatchlistUseCase")
struct DefaultFetchStreamableWatchlistUseCaseTests {
    typealias Answer = Result<[WatchlistStreamingService], DataAccessError>

    static let fightClub = WatchlistItemID(kind: .movie, tmdbID: 550)
    static let matrix = WatchlistItemID(kind: .movie, tmdbID: 603)
    static let breakingBad = WatchlistItemID(kind: .tvSeries, tmdbID: 1396)

    let entries: [WatchlistEntry] = [
        .mock(),
        .mockSeries(),
        .mock(tmdbID: 603, title: "The Matrix", releaseDate: .mockDay(year: 1999, month: 3, day: 31), voteAverage: 8.2),
    ]
    let imagesConfigurationProvider = MockImagesConfigurationProvider()

    func useCase(
        _ repository: MockWatchlistRepository, _ provider: MockWatchlistStreamingProvider,
        viewingProvider: MockWatchlistViewingProvider? = nil
    ) -> DefaultFetchStreamableWatchlistUseCase {
        DefaultFetchStreamableWatchlistUseCase(
            repository: repository, streamingProvider: provider,
            imagesConfigurationProvider: imagesConfigurationProvider, viewingProvider: viewingProvider)
    }

    @Test(
        "the titles streaming by subscription, free or with ads are listed with their services; rent or buy only is not"
    )
    func listsStreamable() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([
            Self.fightClub: .success([.mockNetflix(), .mockHulu(), .mockTubi()]),
            Self.breakingBad: .success([.mockNetflix(offer: .free)]),
            Self.matrix: .success([]),
        ])

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "us", providers: [])

        #expect(details.results.map(\.entry.title) == ["Breaking Bad", "Fight Club"])
        #expect(
            details.results.first?.services == [WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .free)])
        #expect(
            details.results.last?.services == [
                WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .subscription),
                WatchlistStreamingServiceDetails(id: 15, name: "Hulu", offer: .subscription),
                WatchlistStreamingServiceDetails(id: 73, name: "Tubi TV", offer: .ads),
            ])
        #expect(details.region == "US")
        #expect(details.watchlistCount == 3)
        #expect(details.totalResults == 2)
        #expect(details.providers.isEmpty)
        #expect(details.unchecked.isEmpty)
        #expect(Set(provider.calls.map(\.region)) == ["US"])
        #expect(Set(provider.calledWith) == [Self.fightClub, Self.breakingBad, Self.matrix])
        #expect(provider.calledWith.count == 3)
        #expect(repository.entriesCallCount == 1)
    }

    @Test("each listed entry is mapped as the list maps it: poster resolved, watched when the diary has it")
    func mapsEntries() async throws {
        let watchedOn = Date(timeIntervalSince1970: 1_795_737_600)
        let repository = MockWatchlistRepository(entries: .success([.mock()]))
        let provider = MockWatchlistStreamingProvider([Self.fightClub: .success([.mockNetflix()])])
        let diary = MockWatchlistViewingProvider([Self.fightClub: watchedOn])

        let details = try await useCase(repository, provider, viewingProvider: diary).execute(
            kind: nil, sort: .added, region: "US", providers: [])

        let entry = try #require(details.results.first?.entry)
        #expect(entry.posterURLSet == .mock(path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"))
        #expect(entry.watchedAt == watchedOn && entry.isWatched)
        #expect(entry.year == 1999)
        #expect(imagesConfigurationProvider.callCount == 1)
        #expect(diary.callCount == 1)
    }

    @Test(
        "a provider keeps the titles streaming on it, by name but for case or by id, named as TMDb names it",
        arguments: ["netflix", " NETFLIX ", "8"])
    func provider(text: String) async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([
            Self.fightClub: .success([.mockHulu()]),
            Self.breakingBad: .success([.mockHulu(), .mockNetflix()]),
            Self.matrix: .success([.mockTubi()]),
        ])

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "US", providers: [text])

        #expect(details.results.map(\.entry.id) == [1396])
        #expect(details.results.first?.services.map(\.name) == ["Hulu", "Netflix"])
        #expect(details.providers == ["Netflix"])
        #expect(details.watchlistCount == 3)
    }

    @Test("several providers keep the titles streaming on any of them")
    func severalProviders() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([
            Self.fightClub: .success([.mockHulu()]),
            Self.breakingBad: .success([.mockNetflix()]),
            Self.matrix: .success([.mockTubi()]),
        ])

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "US", providers: ["Hulu", "tubi tv"])

        #expect(details.results.map(\.entry.id) == [550, 603])
        #expect(details.providers == ["Hulu", "Tubi TV"])
    }

    @Test("a provider no title streams on keeps nothing and is given back as typed, without asking for images")
    func unknownProvider() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([
            Self.fightClub: .success([.mockHulu()]),
            Self.breakingBad: .success([.mockNetflix()]),
            Self.matrix: .success([]),
        ])

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "US", providers: ["Mubi"])

        #expect(details.results.isEmpty)
        #expect(details.providers == ["Mubi"])
        #expect(details.unknownProviders == ["Mubi"])
        #expect(details.watchlistCount == 3)
        #expect(imagesConfigurationProvider.callCount == 0)
        let known = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "US", providers: ["hulu", "Mubi"])
        #expect(known.unknownProviders == ["Mubi"])
    }

    @Test(
        "a title whose offers cannot be had is left out and named, the others still listed",
        arguments: [DataAccessError.notFound, .invalidResponse("watch/providers"), .unknown(nil)])
    func leftOut(cause: DataAccessError) async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([
            Self.fightClub: .success([.mockNetflix()]),
            Self.breakingBad: .failure(cause),
            Self.matrix: .success([]),
        ])

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "US", providers: [])

        #expect(details.results.map(\.entry.id) == [550])
        #expect(
            details.unchecked == [
                WatchlistUncheckedTitle(kind: .tvSeries, id: 1396, title: "Breaking Bad", cause: cause)
            ])
        #expect(details.watchlistCount == 3)
    }

    @Test("when no title's offers can be had (the offline catalog has none), the list is empty, not a failure")
    func nothingHad() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([
            Self.fightClub: .failure(.notFound), Self.breakingBad: .failure(.notFound),
            Self.matrix: .failure(.notFound),
        ])

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .title, region: "US", providers: [])

        #expect(details.results.isEmpty)
        #expect(details.unchecked.map(\.id) == [1396, 550, 603])
    }

    @Test(
        "a failure that is TMDb's as a whole stops the lookups and is thrown as the source's",
        arguments: [DataAccessError.unauthorised("Invalid API key"), .unreachable("offline"), .rateLimited(nil)])
    func sourceWide(cause: DataAccessError) async {
        let many = (1...10).map { WatchlistEntry.mock(tmdbID: $0, title: "Title \($0)", addedAt: .mockAdded($0)) }
        let repository = MockWatchlistRepository(entries: .success(many))
        let provider = MockWatchlistStreamingProvider(
            Dictionary(uniqueKeysWithValues: many.map { ($0.id, Answer.failure(cause)) }))

        await #expect(throws: WatchlistError.source(cause)) {
            try await useCase(repository, provider).execute(kind: nil, sort: .added, region: "US", providers: [])
        }
        #expect(provider.calledWith.count == DefaultFetchStreamableWatchlistUseCase.maxConcurrentRequests)
    }

    @Test("titles are asked for four at a time, overlapping")
    func boundedConcurrency() async throws {
        let many = (1...9).map { WatchlistEntry.mock(tmdbID: $0, title: "Title \($0)", addedAt: .mockAdded($0)) }
        let repository = MockWatchlistRepository(entries: .success(many))
        let barrier = CallBarrier(parties: 4)
        let provider = MockWatchlistStreamingProvider(
            Dictionary(uniqueKeysWithValues: many.map { ($0.id, Answer.success([.mockNetflix()])) }), barrier: barrier,
            delay: .milliseconds(10))

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .added, region: "US", providers: [])

        #expect(details.results.map(\.entry.id) == Array((1...9).reversed()))
        #expect(provider.calledWith.count == 9)
        #expect(provider.mostInFlight == 4)
        #expect(await !barrier.timedOut)
    }

    @Test("a kind asks only for the titles of that kind")
    func kind() async throws {
        let repository = MockWatchlistRepository(entries: .success(entries))
        let provider = MockWatchlistStreamingProvider([Self.breakingBad: .success([.mockNetflix()])])

        let details = try await useCase(repository, provider).execute(
            kind: .tvSeries, sort: .title, region: "GB", providers: [])

        #expect(provider.calls == [MockWatchlistStreamingProvider.Call(id: Self.breakingBad, region: "GB")])
        #expect(details.results.map(\.entry.id) == [1396])
        #expect(details.watchlistCount == 1)
    }

    @Test("an empty watchlist asks for nothing and is an empty list of none")
    func emptyWatchlist() async throws {
        let repository = MockWatchlistRepository(entries: .success([]))
        let provider = MockWatchlistStreamingProvider()

        let details = try await useCase(repository, provider).execute(
            kind: nil, sort: .added, region: "US", providers: ["Netflix"])

        #expect(
            details
                == StreamableWatchlistDetails(
                    region: "US", providers: ["Netflix"], watchlistCount: 0, results: [])
        )
        #expect(provider.calls.isEmpty)
        #expect(imagesConfigurationProvider.callCount == 0)
    }

    @Test("a watchlist that cannot be read is unavailable, with the store's message, and nothing is asked")
    func storageFailure() async {
        let repository = MockWatchlistRepository(entries: .failure(.storage("the watchlist is damaged")))
        let provider = MockWatchlistStreamingProvider()

        await #expect(throws: WatchlistError.unavailable("the watchlist is damaged")) {
            try await useCase(repository, provider).execute(kind: nil, sort: .added, region: "US", providers: [])
        }
        #expect(provider.calls.isEmpty)
    }
}
