import Testing

@testable import TMDbCatalog

extension CatalogRouteTests {
    @Test(arguments: [
        ("/search/keyword", CatalogRoute.searchKeywords), ("/search/keyword/", .searchKeywords),
        ("search/keyword", .searchKeywords), ("/movie/550/keywords", .moviePart(id: 550, part: .keywords)),
        ("/tv/1396/keywords", .tvSeriesPart(id: 1396, part: .keywords)), ("/search/keywords", .unknown),
        ("/search/Keyword", .unknown), ("/search/keyword/extra", .unknown), ("/keyword/825", .unknown),
        ("/keyword/825/movies", .unknown),
    ])
    func recognisesTheKeywordSearchPath(path: String, route: CatalogRoute) {
        #expect(CatalogRoute(path: path) == route)
    }
}
