import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("MovieCacheKey")
struct MovieCacheKeyTests {
    @Test("a movie and its credits have their own keys")
    func movieKeys() {
        #expect(MovieCacheKey.movie(550) == "movie:550")
        #expect(MovieCacheKey.credits(forMovie: 550) == "movie:550:credits")
    }

    @Test("a list page is keyed by list and page")
    func listKey() {
        #expect(MovieCacheKey.list(.popular, page: 2) == "movies:popular:page:2")
        #expect(MovieCacheKey.list(.topRated, page: 1) == "movies:topRated:page:1")
    }

    @Test("a search is keyed by its lowercased query, its year or any, and its page")
    func searchKey() {
        #expect(
            MovieCacheKey.search(query: "Fight Club", year: 1999, page: 1)
                == "movies:search:fight club:year:1999:page:1")
        #expect(MovieCacheKey.search(query: "Alien", year: nil, page: 3) == "movies:search:alien:year:any:page:3")
    }
}
