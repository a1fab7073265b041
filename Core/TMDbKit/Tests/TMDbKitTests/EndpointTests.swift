import Foundation
import Testing

@testable import TMDbKit

@Suite struct EndpointTests {
    @Test func movieDetailsAsksForTheMovieInALanguage() {
        let endpoint = Endpoint.movieDetails(id: 550, language: "fr-FR")

        #expect(endpoint.path == "/movie/550")
        #expect(endpoint.queryItems == [URLQueryItem(name: "language", value: "fr-FR")])
    }

    @Test func omitsAMissingOrEmptyLanguage() {
        #expect(Endpoint.movieDetails(id: 550, language: nil).queryItems.isEmpty)
        #expect(Endpoint.movieCredits(id: 550, language: "").queryItems.isEmpty)
    }

    @Test func movieCreditsAsksForTheCreditsPath() {
        #expect(Endpoint.movieCredits(id: 13, language: nil).path == "/movie/13/credits")
    }

    @Test(
        arguments: zip(
            TMDbMovieList.allCases, ["/movie/popular", "/movie/top_rated", "/movie/now_playing", "/movie/upcoming"]))
    func movieListAsksForTheListsPathAndPage(list: TMDbMovieList, path: String) {
        let endpoint = Endpoint.movieList(list, page: 3, language: "en-US")

        #expect(endpoint.path == path)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "3"), URLQueryItem(name: "language", value: "en-US"),
            ])
    }

    @Test func searchMoviesSendsTheYearOnlyWhenGiven() {
        #expect(
            Endpoint.searchMovies(query: "fight club", year: nil, page: 1, language: nil).queryItems == [
                URLQueryItem(name: "query", value: "fight club"), URLQueryItem(name: "page", value: "1"),
            ]
        )
        #expect(Endpoint.searchMovies(query: "x", year: 1999, page: 1, language: nil).path == "/search/movie")
        #expect(
            Endpoint.searchMovies(query: "x", year: 1999, page: 1, language: nil).queryItems.contains(
                URLQueryItem(name: "year", value: "1999"))
        )
    }

    @Test func configurationHasNoQuery() {
        #expect(Endpoint.configuration.path == "/configuration")
        #expect(Endpoint.configuration.queryItems.isEmpty)
        #expect(Endpoint.configuration.request == TMDbRequest(path: "/configuration"))
    }
}
