import CoreDomain
import DiscoverDomain
import DiscoverTestHelpers
import Testing

@testable import DiscoverInfrastructure

@Suite("DiscoverCacheKey")
struct DiscoverCacheKeyTests {
    @Test("a page is keyed by kind, canonical filter and page")
    func key() throws {
        #expect(
            DiscoverCacheKey.page(try .mock()) == "discover:movie:genres=18&year=1999&votes=200&sort=rating.desc:page:1"
        )
        #expect(
            DiscoverCacheKey.page(try DiscoverQuery(mediaType: .tvSeries, page: 3))
                == "discover:tv:sort=popularity.desc:page:3")
    }

    @Test("the same filter in another order shares a key; kinds, filters and pages do not")
    func distinctness() throws {
        let key = DiscoverCacheKey.page(try .mock(genreIDs: [18, 53]))

        #expect(key == DiscoverCacheKey.page(try .mock(genreIDs: [53, 18, 53])))
        #expect(key != DiscoverCacheKey.page(try .mock(mediaType: .tvSeries, genreIDs: [18, 53])))
        #expect(key != DiscoverCacheKey.page(try .mock(genreIDs: [18])))
        #expect(key != DiscoverCacheKey.page(try .mock(genreIDs: [18, 53], page: 2)))
    }

    @Test("page 1 and page 11 of one filter are different keys")
    func pagesAreDifferentKeys() throws {
        #expect(DiscoverCacheKey.page(try .mock(page: 1)) != DiscoverCacheKey.page(try .mock(page: 11)))
    }

    @Test("a keyword search is keyed by the name, trimmed and in lower case")
    func keywordKey() {
        #expect(DiscoverCacheKey.keywords(" Heist ") == "discover:keywords:heist")
        #expect(DiscoverCacheKey.keywords("heist") != DiscoverCacheKey.keywords("vault"))
    }

    @Test("a region's services are keyed by kind, region and language")
    func watchProvidersKey() {
        #expect(
            DiscoverCacheKey.watchProviders(.tvSeries, region: "gb", language: "en-US")
                == "discover:providers:tv:GB:en-US")
    }

    @Test("a page's key names its keywords, services, ways of watching and region")
    func streamingPageKey() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, keywordIDs: [825], providerIDs: [8], monetizationTypes: [.rent], watchRegion: "GB")

        #expect(
            DiscoverCacheKey.page(query)
                == "discover:movie:keywords=825&providers=8&monetization=rent&region=GB&sort=popularity.desc:page:1")
    }
}
