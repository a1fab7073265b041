import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/discover` on the real catalog: the answers the README and the CLI's tests promise.
extension BundledCatalogTests {
    @Test func discoversTheDramasOf1999ByRatingAsFightClubAlone() async throws {
        let page = try await client.get(
            .discoverMovies(
                [
                    URLQueryItem(name: "with_genres", value: "18"),
                    URLQueryItem(name: "primary_release_year", value: "1999"),
                    URLQueryItem(name: "sort_by", value: "vote_average.desc"),
                ], language: "en-US"))

        #expect(page.results.map(\.title) == ["Fight Club"])
    }

    @Test func discoversTheMoviesBradPittIsCreditedOn() async throws {
        let page = try await client.get(
            .discoverMovies([URLQueryItem(name: "with_people", value: "287")], language: nil))

        #expect(Set(page.results.map(\.id)) == [550, 807])
    }

    @Test func discoversEverySeriesWithAGenre() async throws {
        let page = try await client.get(
            .discoverTVSeries([URLQueryItem(name: "with_genres", value: "80")], language: nil))

        #expect(page.results.count >= 5)
        #expect(page.results.contains { $0.name == "Breaking Bad" })
        #expect(page.results.allSatisfy { $0.genreIDs?.contains(80) == true })
    }
}
