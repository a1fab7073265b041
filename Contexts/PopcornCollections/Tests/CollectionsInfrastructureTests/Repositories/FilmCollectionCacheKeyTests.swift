import CollectionsDomain
import Foundation
import Testing

@testable import CollectionsInfrastructure

@Suite("FilmCollectionCacheKey")
struct FilmCollectionCacheKeyTests {
    @Test("a collection's key is its id under `collection`")
    func details() {
        #expect(FilmCollectionCacheKey.filmCollection(230) == "collection:230")
    }

    @Test("a search page's key names the context, the query in lower case and the page")
    func search() {
        #expect(
            FilmCollectionCacheKey.search(query: "The Godfather", page: 1) == "collections:search:the godfather:page:1")
        #expect(
            FilmCollectionCacheKey.search(query: "alien", page: 1)
                != FilmCollectionCacheKey.search(query: "alien", page: 2))
        #expect(
            FilmCollectionCacheKey.search(query: "ALIEN", page: 1)
                == FilmCollectionCacheKey.search(query: "alien", page: 1))
    }
}
