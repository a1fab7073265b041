import SearchDomain
import Testing

@testable import SearchInfrastructure

@Suite("SearchCacheKey")
struct SearchCacheKeyTests {
    @Test("a search of every kind is keyed by kind, lower-cased text and page")
    func allKinds() {
        #expect(SearchCacheKey.search(MediaSearchQuery(text: "Fight CLUB")) == "search:all:page:1:fight club")
    }

    @Test("an IMDb id's lookup is keyed by the id")
    func find() throws {
        #expect(SearchCacheKey.find(try #require(IMDbID("TT0137523"))) == "find:imdb:tt0137523")
    }

    @Test("a year narrows the key, before the page; the text comes last")
    func year() {
        #expect(
            SearchCacheKey.search(MediaSearchQuery(text: "Dune", kind: .movie, year: 2021, page: 2))
                == "search:movie:year:2021:page:2:dune")
        #expect(
            SearchCacheKey.search(MediaSearchQuery(text: "Shōgun", kind: .tvSeries, year: 2024))
                == "search:tv:year:2024:page:1:shōgun")
    }

    @Test("a people search has no year in its key, as the query has none")
    func personHasNoYear() {
        #expect(
            SearchCacheKey.search(MediaSearchQuery(text: "Brad Pitt", kind: .person, year: 1963, page: 3))
                == "search:person:page:3:brad pitt")
    }

    @Test("queries that differ only in case or surrounding spaces share a key; kinds, years and pages do not")
    func distinctness() {
        let key = SearchCacheKey.search(MediaSearchQuery(text: " DUNE ", kind: .movie, year: 2021))

        #expect(key == SearchCacheKey.search(MediaSearchQuery(text: "dune", kind: .movie, year: 2021)))
        #expect(key != SearchCacheKey.search(MediaSearchQuery(text: "dune", kind: .tvSeries, year: 2021)))
        #expect(key != SearchCacheKey.search(MediaSearchQuery(text: "dune", kind: .movie, year: 1984)))
        #expect(key != SearchCacheKey.search(MediaSearchQuery(text: "dune", kind: .movie, year: 2021, page: 2)))
        #expect(key != SearchCacheKey.search(MediaSearchQuery(text: "dune", kind: .movie)))
    }

    @Test("a query that spells out another search's key parts is still its own search")
    func queryCannotForgeAKey() {
        let forged = SearchCacheKey.search(MediaSearchQuery(text: "dune:page:1", kind: .movie))

        #expect(forged != SearchCacheKey.search(MediaSearchQuery(text: "dune", kind: .movie)))
        #expect(forged == "search:movie:page:1:dune:page:1")
    }
}
