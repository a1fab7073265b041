import Testing

@testable import TMDbCatalog

@Suite struct CatalogRouteTests {
    @Test(arguments: [
        ("/configuration", CatalogRoute.configuration), ("/movie/550", .movieDetails(id: 550)),
        ("/movie/550/", .movieDetails(id: 550)), ("/movie/0550", .movieDetails(id: 550)),
        ("/movie/550/credits", .movieCredits(id: 550)), ("/movie/popular", .movieList(.popular)),
        ("/movie/top_rated", .movieList(.topRated)), ("/movie/now_playing", .movieList(.nowPlaying)),
        ("/movie/upcoming", .movieList(.upcoming)), ("/search/movie", .searchMovies),
        ("/movie/topRated", .unknown), ("/movie/99999999999999999999", .unknown), ("/movie/5e2", .unknown),
        ("/search/people", .unknown), ("", .unknown),
    ])
    func recognisesTMDbPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/search/multi", CatalogRoute.searchMulti), ("/search/multi/", .searchMulti), ("search/multi", .searchMulti),
        ("/search/multi/extra", .unknown), ("/search/Multi", .unknown), ("/search/multi/movie", .unknown),
        ("/multi", .unknown),
    ])
    func recognisesTheMultiSearchPath(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/genre/movie/list", CatalogRoute.genreList(.movie)), ("/genre/tv/list", .genreList(.tv)),
        ("/genre/movie/list/", .genreList(.movie)), ("genre/tv/list", .genreList(.tv)),
        ("/genre/person/list", .unknown), ("/genre/Movie/list", .unknown), ("/genre/movie", .unknown),
        ("/genre/movie/list/extra", .unknown), ("/genre/28/movies", .unknown), ("/genre", .unknown),
        ("/genre/list", .unknown),
    ])
    func recognisesTMDbGenreListPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/discover/movie", CatalogRoute.discoverMovies), ("/discover/tv", .discoverTVSeries),
        ("/discover/movie/", .discoverMovies), ("/discover/person", .unknown), ("/discover", .unknown),
        ("/discover/movie/550", .unknown), ("/discover/Movie", .unknown),
    ])
    func recognisesTheDiscoverPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/person/287", CatalogRoute.personDetails(id: 287)), ("/person/287/", .personDetails(id: 287)),
        ("/person/287/combined_credits", .personCombinedCredits(id: 287)), ("/person/popular", .popularPeople),
        ("/search/person", .searchPeople), ("/person", .unknown), ("/person/0", .unknown), ("/person/-1", .unknown),
        ("/person/latest", .unknown), ("/person/brad", .unknown), ("/person/287/movie_credits", .unknown),
        ("/person/287/combined_credits/x", .unknown), ("/person/popular/combined_credits", .unknown),
        ("/person/99999999999999999999", .unknown), ("/search/person/extra", .unknown),
    ])
    func recognisesTMDbPersonPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/tv/1396", CatalogRoute.tvSeriesDetails(id: 1396)), ("/tv/1396/", .tvSeriesDetails(id: 1396)),
        ("/tv/1396/credits", .tvSeriesCredits(id: 1396)),
        ("/tv/1396/aggregate_credits", .tvSeriesAggregateCredits(id: 1396)),
        ("/tv/1396/season/1", .tvSeason(seriesID: 1396, seasonNumber: 1)),
        ("/tv/1396/season/0", .tvSeason(seriesID: 1396, seasonNumber: 0)),
        ("/tv/1396/season/05", .tvSeason(seriesID: 1396, seasonNumber: 5)),
        ("/tv/1396/season/5/episode/16", .tvEpisode(seriesID: 1396, seasonNumber: 5, episodeNumber: 16)),
        (
            "/tv/1396/season/0/episode/2/credits",
            .tvEpisodeCredits(seriesID: 1396, seasonNumber: 0, episodeNumber: 2)
        ),
        ("/tv/popular", .tvSeriesList(.popular)), ("/tv/top_rated", .tvSeriesList(.topRated)),
        ("/tv/on_the_air", .tvSeriesList(.onTheAir)), ("/tv/airing_today", .tvSeriesList(.airingToday)),
        ("/search/tv", .searchTVSeries),
        ("/tv", .unknown), ("/tv/0", .unknown), ("/tv/latest", .unknown), ("/tv/now_playing", .unknown),
        ("/tv/1396/reviews", .unknown), ("/tv/popular/credits", .unknown), ("/tv/1396/season", .unknown),
        ("/tv/1396/season/-1", .unknown), ("/tv/1396/season/+1", .unknown), ("/tv/1396/season/one", .unknown),
        ("/tv/1396/season/1/episode", .unknown), ("/tv/1396/season/1/episodes/1", .unknown),
        ("/tv/1396/season/1/episode/x", .unknown), ("/tv/1396/season/1/episode/1/reviews", .unknown),
        ("/tv/1396/season/1/episode/x/credits", .unknown), ("/tv/1396/season/1/episodes/1/credits", .unknown),
        ("/tv/1396/season/99999999999999999999", .unknown), ("/search/tv/extra", .unknown),
    ])
    func recognisesTMDbTVPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
