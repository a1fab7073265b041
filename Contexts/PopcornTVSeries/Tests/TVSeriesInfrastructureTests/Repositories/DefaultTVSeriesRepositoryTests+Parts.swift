import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension DefaultTVSeriesRepositoryTests {
    @Test("a part after a screen comes from the cache without a request")
    func partAfterScreen() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)

        let bundle = try await repository().tvSeries(withID: 1396, requiring: .credits)

        #expect(bundle.credits == .breakingBad())
        #expect(remote.tvSeriesCallCount == 1)
        #expect(
            reporter.events.suffix(2) == [
                .hit(.details, key: "tv:1396", age: 0), .hit(.credits, key: "tv:1396:credits", age: 0),
            ])
    }

    @Test("requiring a part the cache lacks fetches only that part, which also refreshes the details")
    func partNotCached() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)

        let bundle = try await repository().tvSeries(withID: 1396, requiring: .aggregateCredits)

        #expect(bundle.aggregateCredits == .mock())
        #expect(remote.tvSeriesAppended == [Self.screen, [.aggregateCredits]])
        #expect(try await local.aggregateCredits(forTVSeries: 1396)?.value == .mock())
    }

    @Test("a cold part is one request appending only it, which also caches the details")
    func coldPart() async throws {
        remote.stub(tvSeries: .success(.mock()))

        let bundle = try await repository().tvSeries(withID: 1396, requiring: .credits)

        #expect(bundle.credits == .breakingBad())
        #expect(remote.tvSeriesAppended == [[.credits]])
        #expect(try await local.tvSeries(withID: 1396)?.value == .mock())
        #expect(reporter.events == [.miss(.details, key: "tv:1396"), .miss(.credits, key: "tv:1396:credits")])
    }

    @Test("credits expire after a week, aggregate credits too, and are fetched again alone")
    func creditsExpiry() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, requiring: .credits)
        _ = try await repository().tvSeries(withID: 1396, requiring: .aggregateCredits)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        _ = try await repository().tvSeries(withID: 1396, requiring: .credits)
        #expect(remote.tvSeriesAppended == [[.credits], [.aggregateCredits], []])

        clock.advance(by: CacheTimeToLive.standard.credits)
        _ = try await repository().tvSeries(withID: 1396, requiring: .aggregateCredits)

        #expect(remote.tvSeriesAppended.last == [.aggregateCredits])
    }

    @Test("a season is one request appending only it, and its episodes are then cached episodes")
    func season() async throws {
        let second = TVSeason.mock(
            id: 3573, name: "Season 2", seasonNumber: 2,
            episodes: [.mock(id: 62_092, name: "Seven Thirty-Seven", seasonNumber: 2)])
        remote.stub(tvSeries: .success(.mock(seasons: [1: .mock(), 2: second])))

        let bundle = try await repository().tvSeries(withID: 1396, requiring: .season(2))

        #expect(bundle.seasons == [2: second])
        #expect(remote.tvSeriesAppended == [[.season(2)]])
        #expect(reporter.events.last == .miss(.details, key: "tv:1396:season:2"))
        let episode = try await local.episode(1, inSeason: 2, inTVSeries: 1396)
        #expect(episode?.value == second.episodes?.first)
    }

    @Test("a cached season is answered, episodes and all, without a request; another series' is another entry")
    func cachedSeason() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, requiring: .season(1))
        remote.stub(tvSeries: .success(.mock(tvSeries: .mock(id: 1399, name: "Game of Thrones"))))

        let cached = try await repository().tvSeries(withID: 1396, requiring: .season(1))
        let other = try await repository().tvSeries(withID: 1399, requiring: .season(1))

        #expect(cached.seasons[1] == .mock())
        #expect(other.tvSeries.name == "Game of Thrones")
        #expect(remote.tvSeriesCalledWith == [1396, 1399])
    }

    @Test("a season older than the details time to live is fetched again")
    func seasonExpiry() async throws {
        remote.stub(tvSeries: .success(.mock(seasons: [1: .mock(name: "Old")])))
        _ = try await repository().tvSeries(withID: 1396, requiring: .season(1))
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(tvSeries: .success(.mock(seasons: [1: .mock(name: "New")])))

        let bundle = try await repository().tvSeries(withID: 1396, requiring: .season(1))

        #expect(bundle.seasons[1]?.name == "New")
        #expect(remote.tvSeriesAppended == [[.season(1)], [.season(1)]])
    }

    @Test("a season the series does not have is not found, and remembered so it is not asked again")
    func missingSeason() async throws {
        remote.stub(tvSeries: .success(.mock()))

        for _ in 1...2 {
            await #expect(throws: DataAccessError.notFound) {
                try await repository().tvSeries(withID: 1396, requiring: .season(9))
            }
        }

        #expect(remote.tvSeriesAppended == [[.season(9)]])
        #expect(try await local.season(9, inTVSeries: 1396) == nil)
    }

    @Test("images, watch providers and ratings go the same way, each with only itself appended")
    func otherParts() async throws {
        remote.stub(tvSeries: .success(.mock()))

        let images = try await repository().tvSeries(withID: 1396, requiring: .images)
        let offers = try await repository().tvSeries(withID: 1396, requiring: .watchProviders)
        let ratings = try await repository().tvSeries(withID: 1396, requiring: .contentRatings)

        #expect(images.images == TVSeriesBundle.mock().images)
        #expect(offers.watchProviders == TVSeriesBundle.mock().watchProviders)
        #expect(ratings.contentRatings == TVSeriesBundle.mock().contentRatings)
        #expect(remote.tvSeriesAppended == [[.images], [.watchProviders], [.contentRatings]])
    }

    @Test("the first page of recommendations and of similar series comes through the series' request")
    func firstPages() async throws {
        remote.stub(tvSeries: .success(.mock()))

        let recommendations = try await repository().recommendations(forTVSeries: 1396, page: 1)
        let similar = try await repository().similar(forTVSeries: 1396, page: 1)
        let again = try await repository().recommendations(forTVSeries: 1396, page: 1)

        #expect(recommendations == TVSeriesBundle.mock().recommendations)
        #expect(similar == TVSeriesBundle.mock().similar)
        #expect(again == recommendations)
        #expect(remote.tvSeriesAppended == [[.recommendations], [.similar]])
        #expect(remote.recommendationsCalledWith.isEmpty)
        #expect(remote.similarCalledWith.isEmpty)
    }

    @Test("a first page of recommendations or similar series the source does not have is not found")
    func firstPageNotAnswered() async throws {
        remote.stub(tvSeries: .success(.mock(recommendations: nil, similar: nil)))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().recommendations(forTVSeries: 1396, page: 1)
        }
        await #expect(throws: DataAccessError.notFound) {
            try await repository().similar(forTVSeries: 1396, page: 1)
        }
        #expect(remote.recommendationsCalledWith.isEmpty)
    }

    @Test("when TMDb fails and the part asked for was never cached, the failure is reported, not stale details")
    func failureWithoutThePart() async throws {
        try await local.save(TVSeries.mock())
        remote.stub(tvSeries: .failure(.unreachable("timed out")))

        await #expect(throws: DataAccessError.unreachable("timed out")) {
            try await repository().tvSeries(withID: 1396, requiring: .images)
        }
        #expect(remote.tvSeriesAppended == [[.images]])
    }

    @Test("when TMDb fails, an expired part is served stale")
    func stalePart() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, requiring: .season(1))
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(tvSeries: .failure(.rateLimited(nil)))

        let bundle = try await repository().tvSeries(withID: 1396, requiring: .season(1))

        #expect(bundle.seasons[1] == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.details, key: "tv:1396:season:1", age: age, cause: .rateLimited(nil)))
    }
}
