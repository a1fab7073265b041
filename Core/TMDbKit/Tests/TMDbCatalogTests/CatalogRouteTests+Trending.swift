import TMDbKit
import Testing

@testable import TMDbCatalog

extension CatalogRouteTests {
    @Test(arguments: [
        ("/trending/all/day", CatalogRoute.trending(mediaType: nil, window: .day)),
        ("/trending/all/week", .trending(mediaType: nil, window: .week)),
        ("/trending/movie/day", .trending(mediaType: "movie", window: .day)),
        ("/trending/tv/week/", .trending(mediaType: "tv", window: .week)),
        ("trending/person/day", .trending(mediaType: "person", window: .day)),
        ("/trending/all", .unknown), ("/trending/all/month", .unknown), ("/trending/film/day", .unknown),
        ("/trending/collection/week", .unknown), ("/trending/all/day/extra", .unknown),
        ("/trending/All/day", .unknown), ("/trending", .unknown),
    ])
    func recognisesTheTrendingPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
