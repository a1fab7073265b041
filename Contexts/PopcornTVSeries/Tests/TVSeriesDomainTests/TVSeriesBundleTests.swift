import CoreDomain
import CoreDomainTestHelpers
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@Suite("TVSeriesBundle")
struct TVSeriesBundleTests {
    @Test("only the series is required; no part and no season by default")
    func defaults() {
        let bundle = TVSeriesBundle(tvSeries: .mock())
        #expect(bundle.credits == nil)
        #expect(bundle.aggregateCredits == nil)
        #expect(bundle.contentRatings == nil)
        #expect(bundle.images == nil)
        #expect(bundle.recommendations == nil)
        #expect(bundle.similar == nil)
        #expect(bundle.watchProviders == nil)
        #expect(bundle.seasons.isEmpty)
        #expect(bundle.unansweredParts.isEmpty)
        #expect(bundle.answeredParts.isEmpty)
    }

    @Test("the answered parts are those the bundle holds a value of, seasons included, empty ones too")
    func answeredParts() {
        #expect(
            TVSeriesBundle.mock().answeredParts == Set(TVSeriesPart.lists + [.season(1)]).subtracting([.translations]))
        #expect(TVSeriesBundle.mock(translations: []).answeredParts.contains(.translations))
        let some = TVSeriesBundle(
            tvSeries: .mock(), contentRatings: [], watchProviders: [], seasons: [0: .mock(seasonNumber: 0)],
            unansweredParts: [.images])
        #expect(some.answeredParts == [.contentRatings, .watchProviders, .season(0)])
    }

    @Test("merging takes the fetched series and fetched parts, and keeps the cached other parts")
    func merging() {
        let cached = TVSeriesBundle.mock(tvSeries: .mock(name: "Cached"))
        let fetched = TVSeriesBundle(
            tvSeries: .mock(name: "Fetched"),
            contentRatings: [.mock(countryCode: "FR", rating: "16")],
            images: .mock(id: 1396, logos: []),
            watchProviders: []
        )

        let merged = cached.merging(fetched, fetchedParts: [.contentRatings, .images, .watchProviders])

        #expect(merged.tvSeries.name == "Fetched")
        #expect(merged.contentRatings == [.mock(countryCode: "FR", rating: "16")])
        #expect(merged.images == .mock(id: 1396, logos: []))
        #expect(merged.watchProviders == [])
        #expect(merged.credits == cached.credits)
        #expect(merged.aggregateCredits == cached.aggregateCredits)
        #expect(merged.recommendations == cached.recommendations)
        #expect(merged.similar == cached.similar)
        #expect(merged.seasons == cached.seasons)
    }

    @Test("a fetched season replaces its cached copy; other cached seasons stay, unasked fetched ones do not")
    func mergingSeasons() {
        let cached = TVSeriesBundle.mock(seasons: [1: .mock(id: 1), 2: .mock(id: 2, seasonNumber: 2)])
        let fetched = TVSeriesBundle(
            tvSeries: .mock(),
            seasons: [2: .mock(id: 22, seasonNumber: 2), 3: .mock(id: 3, seasonNumber: 3)]
        )

        let merged = cached.merging(fetched, fetchedParts: [.season(2)])

        #expect(merged.seasons.mapValues(\.id) == [1: 1, 2: 22])
    }

    @Test("a season fetched but not answered leaves the bundle and becomes unanswered")
    func unansweredSeason() {
        let cached = TVSeriesBundle.mock(seasons: [1: .mock(), 9: .mock(id: 9, seasonNumber: 9)])
        let fetched = TVSeriesBundle(tvSeries: .mock(), unansweredParts: [.season(9)])

        let merged = cached.merging(fetched, fetchedParts: [.season(9)])

        #expect(Set(merged.seasons.keys) == [1])
        #expect(merged.unansweredParts == [.season(9)])
        #expect(!merged.answeredParts.contains(.season(9)))
    }

    @Test("a part fetched but not answered is unanswered, and a part answered again is no longer")
    func unansweredParts() {
        let cached = TVSeriesBundle.mock(watchProviders: nil, unansweredParts: [.watchProviders])
        let fetched = TVSeriesBundle(tvSeries: .mock(), watchProviders: [.mock()], unansweredParts: [.images])

        let merged = cached.merging(fetched, fetchedParts: [.images, .watchProviders])

        #expect(merged.images == nil)
        #expect(merged.watchProviders == [.mock()])
        #expect(merged.unansweredParts == [.images])
        #expect(cached.merging(fetched, fetchedParts: [.credits]).unansweredParts == [.watchProviders])
    }

    @Test("an unanswered part the fetch was not asked for is not taken over")
    func unaskedUnansweredPart() {
        let fetched = TVSeriesBundle(tvSeries: .mock(), unansweredParts: [.similar, .images])

        let merged = TVSeriesBundle.mock().merging(fetched, fetchedParts: [.images])

        #expect(merged.unansweredParts == [.images])
        #expect(merged.similar == TVSeriesBundle.mock().similar)
    }
}
