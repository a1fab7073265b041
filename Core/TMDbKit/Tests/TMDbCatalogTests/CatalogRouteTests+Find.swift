import Testing

@testable import TMDbCatalog

extension CatalogRouteTests {
    @Test(arguments: [
        ("/find/tt0137523", CatalogRoute.find(externalID: "tt0137523")),
        ("/find/nm0000093/", .find(externalID: "nm0000093")), ("find/TT0137523", .find(externalID: "TT0137523")),
        ("/find/550", .find(externalID: "550")), ("/find", .unknown), ("/find/", .unknown),
        ("/find/tt0137523/extra", .unknown), ("/Find/tt0137523", .unknown), ("/search/find", .unknown),
    ])
    func recognisesTheFindPathWithAnyExternalID(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
