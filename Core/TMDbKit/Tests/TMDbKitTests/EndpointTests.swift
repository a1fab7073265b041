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

    @Test(arguments: zip(TMDbGenreList.allCases, ["/genre/movie/list", "/genre/tv/list"]))
    func genreListAsksForTheKindsListInALanguage(list: TMDbGenreList, path: String) {
        let endpoint = Endpoint.genreList(list, language: "pt-BR")

        #expect(endpoint.path == path)
        #expect(endpoint.queryItems == [URLQueryItem(name: "language", value: "pt-BR")])
        #expect(Endpoint.genreList(list, language: nil).queryItems.isEmpty)
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

    @Test func tvSeriesEndpointsAskForTheirPathsInALanguage() {
        let language = [URLQueryItem(name: "language", value: "es-ES")]

        #expect(Endpoint.tvSeriesDetails(id: 1396, language: "es-ES").path == "/tv/1396")
        #expect(Endpoint.tvSeriesDetails(id: 1396, language: "es-ES").queryItems == language)
        #expect(Endpoint.tvSeriesCredits(id: 1396, language: "es-ES").path == "/tv/1396/credits")
        #expect(Endpoint.tvSeriesCredits(id: 1396, language: "es-ES").queryItems == language)
        #expect(Endpoint.tvSeriesAggregateCredits(id: 1396, language: nil).path == "/tv/1396/aggregate_credits")
        #expect(Endpoint.tvSeriesAggregateCredits(id: 1396, language: nil).queryItems.isEmpty)
    }

    @Test func tvSeasonAndEpisodeAskForTheirPaths() {
        let season = Endpoint.tvSeasonDetails(seriesID: 1396, seasonNumber: 0, language: "en-US")
        let episode = Endpoint.tvEpisodeDetails(seriesID: 1396, seasonNumber: 5, episodeNumber: 16, language: "")

        #expect(season.path == "/tv/1396/season/0")
        #expect(season.queryItems == [URLQueryItem(name: "language", value: "en-US")])
        #expect(episode.path == "/tv/1396/season/5/episode/16")
        #expect(episode.queryItems.isEmpty)
    }

    @Test(
        arguments: zip(
            TMDbTVSeriesList.allCases, ["/tv/popular", "/tv/top_rated", "/tv/on_the_air", "/tv/airing_today"]))
    func tvSeriesListAsksForTheListsPathAndPage(list: TMDbTVSeriesList, path: String) {
        let endpoint = Endpoint.tvSeriesList(list, page: 2, language: "en-US")

        #expect(endpoint.path == path)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "language", value: "en-US"),
            ])
    }

    @Test func searchTVSeriesSendsTheFirstAirDateYearOnlyWhenGiven() {
        let withoutYear = Endpoint.searchTVSeries(query: "breaking bad", firstAirDateYear: nil, page: 1, language: nil)
        let withYear = Endpoint.searchTVSeries(query: "x", firstAirDateYear: 2008, page: 3, language: "de")

        #expect(withoutYear.path == "/search/tv")
        #expect(
            withoutYear.queryItems == [
                URLQueryItem(name: "query", value: "breaking bad"), URLQueryItem(name: "page", value: "1"),
            ])
        #expect(
            withYear.queryItems == [
                URLQueryItem(name: "query", value: "x"), URLQueryItem(name: "first_air_date_year", value: "2008"),
                URLQueryItem(name: "page", value: "3"), URLQueryItem(name: "language", value: "de"),
            ])
    }

    @Test func personEndpointsAskForTheirPathsInALanguage() {
        let language = [URLQueryItem(name: "language", value: "fr-FR")]

        #expect(Endpoint.personDetails(id: 287, language: "fr-FR").path == "/person/287")
        #expect(Endpoint.personDetails(id: 287, language: "fr-FR").queryItems == language)
        #expect(Endpoint.personCombinedCredits(id: 287, language: nil).path == "/person/287/combined_credits")
        #expect(Endpoint.personCombinedCredits(id: 287, language: nil).queryItems.isEmpty)
        #expect(Endpoint.personCombinedCredits(id: 287, language: "fr-FR").queryItems == language)
    }

    @Test func popularPeopleAsksForThePage() {
        let endpoint = Endpoint.popularPeople(page: 4, language: "en-US")

        #expect(endpoint.path == "/person/popular")
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "4"), URLQueryItem(name: "language", value: "en-US"),
            ])
        #expect(Endpoint.popularPeople(page: 1, language: nil).queryItems == [URLQueryItem(name: "page", value: "1")])
    }

    @Test func searchPeopleSendsTheQueryAndPage() {
        let endpoint = Endpoint.searchPeople(query: "brad pitt", page: 2, language: "de")

        #expect(endpoint.path == "/search/person")
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "query", value: "brad pitt"), URLQueryItem(name: "page", value: "2"),
                URLQueryItem(name: "language", value: "de"),
            ])
    }

    @Test func searchMultiSendsTheQueryPageAndLanguage() {
        let endpoint = Endpoint.searchMulti(query: "brad pitt", page: 2, language: "de")

        #expect(endpoint.path == "/search/multi")
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "query", value: "brad pitt"), URLQueryItem(name: "page", value: "2"),
                URLQueryItem(name: "language", value: "de"),
            ])
        #expect(
            Endpoint.searchMulti(query: "x", page: 1, language: nil).queryItems == [
                URLQueryItem(name: "query", value: "x"), URLQueryItem(name: "page", value: "1"),
            ])
    }

    @Test(arguments: [
        ("Amélie", "Am%C3%A9lie"), ("千と千尋", "%E5%8D%83%E3%81%A8%E5%8D%83%E5%B0%8B"), ("a&b=c d", "a%26b%3Dc%20d"),
    ])
    func searchMultiPercentEncodesAccentsOtherScriptsAndReservedCharactersInTheURL(query: String, encoded: String)
        throws
    {
        let transport = CurlTMDbTransport(credentials: .readAccessToken("t"))
        let request = try transport.makeHTTPRequest(
            for: Endpoint.searchMulti(query: query, page: 1, language: "ja-JP").request)

        #expect(
            request.url.absoluteString
                == "https://api.themoviedb.org/3/search/multi?query=\(encoded)&page=1&language=ja-JP")
        #expect(request.url.query(percentEncoded: false) == "query=\(query)&page=1&language=ja-JP")
    }

    @Test func discoverMoviesSendsTheParametersAsGivenThenTheLanguage() {
        let parameters = [
            URLQueryItem(name: "with_genres", value: "18,53"),
            URLQueryItem(name: "sort_by", value: "vote_average.desc"),
            URLQueryItem(name: "page", value: "2"),
        ]
        let endpoint = Endpoint.discoverMovies(parameters, language: "fr-FR")

        #expect(endpoint.path == "/discover/movie")
        #expect(endpoint.queryItems == parameters + [URLQueryItem(name: "language", value: "fr-FR")])
        #expect(Endpoint.discoverMovies(parameters, language: nil).queryItems == parameters)
    }

    @Test func discoverTVSeriesSendsTheParametersAsGivenThenTheLanguage() {
        let parameters = [
            URLQueryItem(name: "first_air_date_year", value: "2008"), URLQueryItem(name: "page", value: "1"),
        ]
        let endpoint = Endpoint.discoverTVSeries(parameters, language: "en-US")

        #expect(endpoint.path == "/discover/tv")
        #expect(endpoint.queryItems == parameters + [URLQueryItem(name: "language", value: "en-US")])
        #expect(Endpoint.discoverTVSeries([], language: "").queryItems.isEmpty)
    }

    @Test func configurationHasNoQuery() {
        #expect(Endpoint.configuration.path == "/configuration")
        #expect(Endpoint.configuration.queryItems.isEmpty)
        #expect(Endpoint.configuration.request == TMDbRequest(path: "/configuration"))
    }
}
