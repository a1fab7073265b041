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
    @Test("a part the source does not answer is not found, and remembered so it is not asked again")
    func unansweredPart() async throws {
        remote.stub(tvSeries: .success(.mock(watchProviders: nil)))

        for _ in 1...2 {
            await #expect(throws: DataAccessError.notFound) {
                try await repository().tvSeries(withID: 1396, requiring: .watchProviders)
            }
        }
        #expect(remote.tvSeriesCallCount == 1)
        #expect(try await local.part(\.watchProviders, .watchProviders, ofTVSeries: 1396) == nil)
        #expect(try await local.tvSeries(withID: 1396) != nil)
    }

    @Test("a screen whose source does not answer a part shows the others, and a second run asks nothing")
    func screenWithoutAPart() async throws {
        remote.stub(tvSeries: .success(.mock(contentRatings: nil, images: nil)))

        let bundle = try await repository().tvSeries(withID: 1396, including: Self.screen)
        let again = try await repository().tvSeries(withID: 1396, including: Self.screen)

        #expect(bundle.images == nil)
        #expect(bundle.credits == .breakingBad())
        #expect(bundle.unansweredParts == [.contentRatings, .images])
        #expect(again == bundle)
        #expect(remote.tvSeriesCallCount == 1)
    }

    @Test("an unanswered part is asked again once it expires, and remembered no longer when answered")
    func unansweredPartExpires() async throws {
        remote.stub(tvSeries: .success(.mock(images: nil)))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(tvSeries: .success(.mock()))

        let bundle = try await repository().tvSeries(withID: 1396, including: Self.screen)

        #expect(remote.tvSeriesAppended.last?.contains(.images) == true)
        #expect(bundle.images == TVSeriesBundle.mock().images)
        #expect(bundle.unansweredParts.isEmpty)
        #expect(try await repository().tvSeries(withID: 1396, including: Self.screen).unansweredParts.isEmpty)
    }

    @Test("offline answers from an expired screen, leaves uncached parts out, and never calls TMDb")
    func offlineScreen() async throws {
        try await local.save(TVSeriesBundle(tvSeries: .mock(), credits: .breakingBad()))
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        let bundle = try await repository(policy: .offline).tvSeries(withID: 1396, including: Self.screen)

        #expect(bundle == TVSeriesBundle(tvSeries: .mock(), credits: .breakingBad()))
        #expect(remote.totalCallCount == 0)
        #expect(reporter.events.contains(.miss(.details, key: "tv:1396:images")))
    }

    @Test("offline without the series is unreachable and names the series' entry")
    func offlineWithoutTheSeries() async throws {
        await #expect(
            throws: DataAccessError.unreachable("tv:1396 is not in the cache, and --offline forbids the network")
        ) {
            try await repository(policy: .offline).tvSeries(withID: 1396, including: Self.screen)
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test(
        "offline without the part required is unreachable and names the part's entry",
        arguments: [
            (TVSeriesPart.images, "tv:1396:images"), (.credits, "tv:1396:credits"),
            (.aggregateCredits, "tv:1396:aggregate_credits"), (.contentRatings, "tv:1396:content_ratings"),
            (.watchProviders, "tv:1396:watch_providers"), (.recommendations, "tv:1396:recommendations:page:1"),
            (.similar, "tv:1396:similar:page:1"), (.season(2), "tv:1396:season:2"),
        ])
    func offlineWithoutThePart(part: TVSeriesPart, key: String) async throws {
        try await local.save(TVSeries.mock())

        await #expect(
            throws: DataAccessError.unreachable("\(key) is not in the cache, and --offline forbids the network")
        ) {
            try await repository(policy: .offline).tvSeries(withID: 1396, requiring: part)
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("offline without the series names the part required, not the series")
    func offlineWithoutTheSeriesRequiringAPart() async throws {
        await #expect(
            throws: DataAccessError.unreachable(
                "tv:1396:credits is not in the cache, and --offline forbids the network")
        ) {
            try await repository(policy: .offline).tvSeries(withID: 1396, requiring: .credits)
        }
    }

    @Test("offline answers a cached part whatever its age, and a part remembered as unanswered as not found")
    func offlineParts() async throws {
        try await local.save(TVSeriesBundle.mock(unansweredParts: [.season(9)]))
        clock.advance(by: CacheTimeToLive.standard.credits * 10)

        let season = try await repository(policy: .offline).tvSeries(withID: 1396, requiring: .season(1))
        let credits = try await repository(policy: .offline).tvSeries(withID: 1396, requiring: .credits)
        let aggregate = try await repository(policy: .offline).tvSeries(withID: 1396, requiring: .aggregateCredits)

        #expect(season.seasons[1] == .mock())
        #expect(credits.credits == .breakingBad())
        #expect(aggregate.aggregateCredits == .mock())
        #expect(
            reporter.events.contains(
                .expiredServedOffline(
                    .credits, key: "tv:1396:aggregate_credits", age: CacheTimeToLive.standard.credits * 10)))
        await #expect(throws: DataAccessError.notFound) {
            try await repository(policy: .offline).tvSeries(withID: 1396, requiring: .season(9))
        }
        #expect(remote.totalCallCount == 0)
    }
}
