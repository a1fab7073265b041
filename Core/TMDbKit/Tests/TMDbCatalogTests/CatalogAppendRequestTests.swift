import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite struct CatalogAppendRequestTests {
    private func names(_ value: String?, kind: CatalogTitleKind) -> [String] {
        let items = value.map { [URLQueryItem(name: "append_to_response", value: $0)] } ?? []
        return CatalogAppendRequest(TMDbRequest(path: "/x", queryItems: items), kind: kind).names
    }

    @Test func keepsTheKnownNamesInTheOrderGiven() {
        #expect(
            names("watch/providers,credits,images", kind: .movie) == ["watch/providers", "credits", "images"])
    }

    @Test func asksForNothingWithoutTheParameter() {
        #expect(names(nil, kind: .movie).isEmpty)
        #expect(names("", kind: .tvSeries).isEmpty)
    }

    @Test func ignoresNamesTheKindDoesNotHave() {
        #expect(names("videos,content_ratings,release_dates", kind: .movie) == ["release_dates"])
        #expect(names("release_dates,content_ratings", kind: .tvSeries) == ["content_ratings"])
        #expect(names("credits,images,combined_credits", kind: .person) == ["images", "combined_credits"])
        #expect(names("images,credits,aggregate_credits", kind: .tvSeason) == ["credits"])
        #expect(names("images,credits", kind: .tvEpisode) == ["credits"])
    }

    @Test func keepsTheSeasonsOfASeriesOnly() {
        #expect(
            names("season/2,credits,season/10,season/2,season/0", kind: .tvSeries)
                == ["season/2", "credits", "season/10", "season/0"])
        #expect(names("season/1", kind: .movie).isEmpty)
        #expect(names("season/1", kind: .tvSeason).isEmpty)
    }

    @Test func readsASeasonNameAsDigitsOnly() {
        #expect(names("season/,season/one,season/1a,season/-1,season/1/episode/1,Season/1", kind: .tvSeries).isEmpty)
    }

    @Test func namesEachPartOnceTrimmingSpaces() {
        #expect(names(" credits , images,credits,,images ", kind: .movie) == ["credits", "images"])
    }

    @Test func matchesNamesExactly() {
        #expect(names("Credits,IMAGES,watch%2Fproviders,watch/providers/", kind: .movie).isEmpty)
    }

    @Test func readsTheFirstTwentyNamesOnly() {
        let nineteen = Array(repeating: "videos", count: 19)

        #expect(names((nineteen + ["images", "credits"]).joined(separator: ","), kind: .movie) == ["images"])
    }
}
