import Testing

@testable import TMDbCatalog

extension CatalogRouteTests {
    @Test(arguments: [
        ("/collection/230", CatalogRoute.collectionDetails(id: 230)), ("/collection/230/", .collectionDetails(id: 230)),
        ("collection/10", .collectionDetails(id: 10)), ("/search/collection", .searchCollections),
        ("/search/collection/", .searchCollections), ("/collection", .unknown), ("/collection/0", .unknown),
        ("/collection/abc", .unknown), ("/collection/..%2F230", .unknown), ("/collection/230/images", .unknown),
        ("/collection/popular", .unknown), ("/Collection/230", .unknown), ("/search/collections", .unknown),
        ("/search/collection/extra", .unknown),
    ])
    func recognisesTheCollectionPathsWithAPositiveID(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
