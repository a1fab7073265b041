import Testing

@testable import TMDbCatalog

@Suite struct CatalogTitlePartTests {
    @Test func namesEachStoredPartsFileAfterItsPathWithoutSlashes() {
        #expect(CatalogTitlePart.releaseDates.fileName == "release_dates")
        #expect(CatalogTitlePart.contentRatings.fileName == "content_ratings")
        #expect(CatalogTitlePart.images.fileName == "images")
        #expect(CatalogTitlePart.watchProviders.fileName == "watch_providers")
        #expect(CatalogTitlePart.keywords.fileName == "keywords")
    }

    @Test func storesNoFileForTheDerivedParts() {
        #expect(CatalogTitlePart.recommendations.fileName == nil)
        #expect(CatalogTitlePart.similar.fileName == nil)
        #expect(CatalogTitlePart.translations.fileName == nil)
    }

    @Test func usesTMDbsPathsAsRawValues() {
        #expect(
            CatalogTitlePart.allCases.map(\.rawValue) == [
                "release_dates", "content_ratings", "images", "recommendations", "similar", "watch/providers",
                "keywords", "translations",
            ])
    }
}
