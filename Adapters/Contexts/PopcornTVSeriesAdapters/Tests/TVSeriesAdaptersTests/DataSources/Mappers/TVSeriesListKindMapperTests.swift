import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeriesListKindMapper")
struct TVSeriesListKindMapperTests {
    @Test(
        "each list kind maps to its TMDb list",
        arguments: [
            (TVSeriesListKind.popular, TMDbTVSeriesList.popular), (.topRated, .topRated), (.onTheAir, .onTheAir),
            (.airingToday, .airingToday),
        ])
    func mapsKind(kind: TVSeriesListKind, expected: TMDbTVSeriesList) {
        #expect(TVSeriesListKindMapper().map(kind) == expected)
    }
}
