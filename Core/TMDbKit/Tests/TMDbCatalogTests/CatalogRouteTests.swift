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
        ("/search/person", .unknown), ("", .unknown),
    ])
    func recognisesTMDbPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
