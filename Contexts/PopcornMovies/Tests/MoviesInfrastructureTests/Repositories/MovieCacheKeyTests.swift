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

    @Test("each part of a movie has its own key, the first pages of its lists the keys of any page")
    func partKeys() {
        #expect(MovieCacheKey.part(.credits, ofMovie: 550) == "movie:550:credits")
        #expect(MovieCacheKey.part(.releaseDates, ofMovie: 550) == "movie:550:release_dates")
        #expect(MovieCacheKey.part(.images, ofMovie: 550) == "movie:550:images")
        #expect(MovieCacheKey.part(.watchProviders, ofMovie: 550) == "movie:550:watch_providers")
        #expect(MovieCacheKey.part(.recommendations, ofMovie: 550) == "movie:550:recommendations:page:1")
        #expect(MovieCacheKey.part(.similar, ofMovie: 550) == "movie:550:similar:page:1")
        #expect(MovieCacheKey.recommendations(forMovie: 550, page: 2) == "movie:550:recommendations:page:2")
        #expect(MovieCacheKey.similar(forMovie: 550, page: 3) == "movie:550:similar:page:3")
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
