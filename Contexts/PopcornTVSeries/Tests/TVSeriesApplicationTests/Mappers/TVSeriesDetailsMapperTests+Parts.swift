import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

extension TVSeriesDetailsMapperTests {
    @Test("the certification is the region's own, whatever the case of the region")
    func certification() {
        #expect(map(.mock(), region: "US").certification == "TV-MA")
        #expect(map(.mock(), region: "gb").certification == "18")
    }

    @Test(
        "a region without a rating has no certification, never another country's",
        arguments: ["FR", "DE", "JP"])
    func noCertification(region: String) {
        #expect(map(.mock(), region: region).certification == nil)
    }

    @Test("no ratings at all give no certification")
    func noRatings() {
        #expect(map(.mock(contentRatings: nil)).certification == nil)
        #expect(map(.mock(contentRatings: [])).certification == nil)
    }

    @Test("the region is named in the details, upper-cased")
    func region() {
        #expect(map(.mock(), region: "gb").region == "GB")
    }

    @Test("the logo is the reader's language's, else a language-neutral one, at logo sizes")
    func logo() throws {
        let english = try #require(map(.mock(), language: "en-US").logoURLSet)
        let french = try #require(map(.mock(), language: "fr-FR").logoURLSet)

        #expect(english.path.relativeString == "/logo-en.png")
        #expect(english.detail.absoluteString == "https://image.tmdb.org/t/p/w500/logo-en.png")
        #expect(english.card.absoluteString == "https://image.tmdb.org/t/p/w300/logo-en.png")
        #expect(english.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/logo-en.png")
        #expect(french.path.relativeString == "/logo-neutral.png")
    }

    @Test("a reader whose language has a logo of its own gets it, not the neutral one")
    func logoInTheReadersLanguage() throws {
        let images = ImageCollection.mock(
            id: 1396,
            logos: [
                .mock(filePath: "/logo-neutral.png"), .mock(filePath: "/logo-en.png", languageCode: "en"),
                .mock(filePath: "/logo-de.png", languageCode: "de"),
            ])

        let german = try #require(map(.mock(images: images), language: "de-DE").logoURLSet)
        let english = try #require(map(.mock(images: images), language: "en").logoURLSet)

        #expect(german.path.relativeString == "/logo-de.png")
        #expect(english.path.relativeString == "/logo-en.png")
    }

    @Test("no images, or images without a logo, give no logo; posters never stand in for one")
    func noLogo() {
        #expect(map(.mock(images: nil)).logoURLSet == nil)
        #expect(map(.mock(images: .mock(id: 1396, logos: []))).logoURLSet == nil)
    }

    @Test("watch providers are the region's; a region without offers is empty, an unknown part nil")
    func watchProviders() throws {
        let bundle = TVSeriesBundle.mock(watchProviders: [
            .mock(link: "https://www.themoviedb.org/tv/1396-breaking-bad/watch?locale=US"),
            .mock(countryCode: "GB", link: nil, flatRate: [], rent: []),
        ])
        let us = try #require(map(bundle, region: "us").watchProviders)
        let gb = try #require(map(bundle, region: "GB").watchProviders)

        #expect(us.countryCode == "US")
        #expect(us.flatRate.map(\.name) == ["Netflix", "Hulu"])
        #expect(us.rent.map(\.name) == ["Apple TV"])
        #expect(us.link?.absoluteString == "https://www.themoviedb.org/tv/1396-breaking-bad/watch?locale=US")
        #expect(
            us.flatRate.first?.logoURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/netflix.jpg")
        #expect(gb.isEmpty)
        #expect(gb.countryCode == "GB")
        #expect(try #require(map(bundle, region: "JP").watchProviders).isEmpty)
        #expect(map(.mock(watchProviders: nil)).watchProviders == nil)
    }

    @Test("recommendations are the first page as previews, with posters resolved")
    func recommendations() throws {
        let recommendations = TVSeriesPreviewPage.mock(
            totalPages: 2, totalResults: 26,
            results: [.mock(id: 60_059, name: "Better Call Saul", posterPath: URL(string: "/poster.jpg"))])
        let page = try #require(map(.mock(recommendations: recommendations)).recommendations)

        #expect(page.results.map(\.name) == ["Better Call Saul"])
        #expect(page.results.map(\.id) == [60_059])
        #expect(page.totalResults == 26)
        #expect(page.results.first?.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
        #expect(map(.mock(recommendations: nil)).recommendations == nil)
    }

    @Test("a series is never on the watchlist until there is one")
    func notOnWatchlist() {
        #expect(map(.mock()).isOnWatchlist == false)
    }

    @Test("the seasons are the series' summaries, without episodes, even when the bundle holds a fetched season")
    func seasonsAreSummaries() {
        let details = map(.mock(tvSeries: series, seasons: [1: .mock()]))

        #expect(details.seasons?.map(\.seasonNumber) == [1])
        #expect(details.seasons?.map(\.episodes) == [nil])
        #expect(details.seasons?.first?.episodeCount == 7)
    }
}
