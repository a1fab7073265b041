import Testing

@testable import TMDbCatalog

@Suite struct CatalogTitleKindTests {
    @Test func letsEachKindAppendItsCreditsAndItsOwnParts() {
        #expect(
            CatalogTitleKind.movie.appendableParts == [
                "credits", "release_dates", "images", "recommendations", "similar", "watch/providers", "keywords",
                "translations",
            ])
        #expect(
            CatalogTitleKind.tvSeries.appendableParts == [
                "aggregate_credits", "credits", "content_ratings", "images", "recommendations", "similar",
                "watch/providers", "keywords", "translations",
            ])
        #expect(CatalogTitleKind.person.appendableParts == ["combined_credits", "images"])
        #expect(CatalogTitleKind.tvSeason.appendableParts == ["credits"])
        #expect(CatalogTitleKind.tvEpisode.appendableParts == ["credits"])
    }

    @Test func givesOnlyMoviesReleaseDatesAndOnlySeriesContentRatings() {
        #expect(CatalogTitleKind.movie.ownParts.contains(.releaseDates))
        #expect(!CatalogTitleKind.movie.ownParts.contains(.contentRatings))
        #expect(CatalogTitleKind.tvSeries.ownParts.contains(.contentRatings))
        #expect(!CatalogTitleKind.tvSeries.ownParts.contains(.releaseDates))
        #expect(CatalogTitleKind.person.ownParts == [.images])
    }
}
