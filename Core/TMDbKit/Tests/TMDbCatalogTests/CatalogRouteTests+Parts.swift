import TMDbKit
import Testing

@testable import TMDbCatalog

/// The part endpoints below a movie, a series or a person: each kind's own, nothing else.
extension CatalogRouteTests {
    @Test(arguments: [
        ("/movie/550/release_dates", CatalogRoute.moviePart(id: 550, part: .releaseDates)),
        ("/movie/550/images", .moviePart(id: 550, part: .images)),
        ("/movie/550/recommendations", .moviePart(id: 550, part: .recommendations)),
        ("/movie/550/similar/", .moviePart(id: 550, part: .similar)),
        ("/movie/550/watch/providers", .moviePart(id: 550, part: .watchProviders)),
        ("/movie/550/content_ratings", .unknown), ("/movie/550/watch", .unknown),
        ("/movie/550/watch/providers/x", .unknown), ("/movie/550/providers", .unknown),
        ("/movie/550/release_dates/US", .unknown), ("/movie/0/images", .unknown), ("/movie/abc/images", .unknown),
        ("/movie/popular/images", .unknown), ("/movie/550/Images", .unknown), ("/movie/550/videos", .unknown),
        ("/movie/550/aggregate_credits", .unknown),
    ])
    func recognisesTheMoviePartPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/tv/1396/content_ratings", CatalogRoute.tvSeriesPart(id: 1396, part: .contentRatings)),
        ("/tv/1396/images", .tvSeriesPart(id: 1396, part: .images)),
        ("/tv/1396/recommendations", .tvSeriesPart(id: 1396, part: .recommendations)),
        ("/tv/1396/similar", .tvSeriesPart(id: 1396, part: .similar)),
        ("/tv/1396/watch/providers/", .tvSeriesPart(id: 1396, part: .watchProviders)),
        ("/tv/1396/release_dates", .unknown), ("/tv/popular/images", .unknown), ("/tv/0/images", .unknown),
        ("/tv/1396/season/1/images", .unknown), ("/tv/1396/watch", .unknown),
    ])
    func recognisesTheSeriesPartPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }

    @Test(arguments: [
        ("/person/287/images", CatalogRoute.personPart(id: 287, part: .images)),
        ("/person/287/images/", .personPart(id: 287, part: .images)),
        ("/person/287/release_dates", .unknown), ("/person/287/recommendations", .unknown),
        ("/person/287/watch/providers", .unknown), ("/person/popular/images", .unknown),
        ("/person/0/images", .unknown), ("/person/287/tagged_images", .unknown),
    ])
    func recognisesThePersonPartPaths(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
