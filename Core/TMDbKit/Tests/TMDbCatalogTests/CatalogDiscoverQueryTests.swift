import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/discover/movie` and `/discover/tv` in ``CatalogTMDbTransport``, parameter by parameter, on
/// ``DiscoverCatalogFixture`` (whose table says which title each parameter keeps).
@Suite("CatalogDiscoverQuery")
final class CatalogDiscoverQueryTests {
    let directory: URL
    let client: TMDbClient

    init() throws {
        directory = try DiscoverCatalogFixture.make()
        client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))
    }

    deinit {
        CatalogFixture.remove(directory)
    }

    /// The ids of the movies `/discover/movie` lists for `parameters` (`name=value&...`).
    private func movies(_ parameters: String = "") async throws -> [Int] {
        try await client.get(.discoverMovies(Self.items(parameters), language: nil)).results.map(\.id)
    }

    /// The ids of the series `/discover/tv` lists for `parameters`.
    private func series(_ parameters: String = "") async throws -> [Int] {
        try await client.get(.discoverTVSeries(Self.items(parameters), language: nil)).results.map(\.id)
    }

    private static func items(_ parameters: String) -> [URLQueryItem] {
        parameters.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return URLQueryItem(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
    }

    @Test("without parameters every movie but the adult one is listed, most popular first, as list items")
    func everyMovie() async throws {
        let page = try await client.get(.discoverMovies([], language: "en-US"))

        #expect(page.results.map(\.id) == [3, 2, 4, 1, 5])
        #expect(page.page == 1)
        #expect(page.totalResults == 5)
        #expect(page.totalPages == 1)
        #expect(page.results.first?.genreIDs == [16, 14])
        #expect(page.results.first?.title == "Charlie")
    }

    @Test(
        "with_genres keeps titles with every genre for commas, any genre for pipes",
        arguments: [("with_genres=18", [1, 5]), ("with_genres=18,53", [1]), ("with_genres=18|28", [2, 1, 5])])
    func withGenres(parameters: String, expected: [Int]) async throws {
        #expect(try await movies(parameters) == expected)
    }

    @Test(
        "without_genres leaves out titles with any of the genres",
        arguments: [("without_genres=53", [3, 2, 5]), ("without_genres=53,16", [2, 5])])
    func withoutGenres(parameters: String, expected: [Int]) async throws {
        #expect(try await movies(parameters) == expected)
    }

    @Test("primary_release_year keeps the movies released that year")
    func primaryReleaseYear() async throws {
        #expect(try await movies("primary_release_year=1999") == [2, 1])
        #expect(try await movies("primary_release_year=1980").isEmpty)
    }

    @Test(
        "primary_release_date.gte and .lte keep the movies released in the range, both ends included",
        arguments: [
            ("primary_release_date.gte=1999-10-15", [3, 1]), ("primary_release_date.lte=1999-03-31", [2, 4]),
            ("primary_release_date.gte=1995-01-01&primary_release_date.lte=2000-12-31", [2, 1]),
        ])
    func primaryReleaseDateRange(parameters: String, expected: [Int]) async throws {
        #expect(try await movies(parameters) == expected)
    }

    @Test("vote_average.gte keeps the movies rated at least that much")
    func voteAverage() async throws {
        #expect(try await movies("vote_average.gte=8.45") == [3, 4])
        #expect(try await movies("vote_average.gte=8.4") == [3, 4, 1])
    }

    @Test("vote_count.gte keeps the movies with at least that many votes")
    func voteCount() async throws {
        #expect(try await movies("vote_count.gte=26000") == [2, 4, 1])
    }

    @Test("with_runtime.lte keeps the movies no longer than that, leaving out those without a runtime")
    func runtime() async throws {
        #expect(try await movies("with_runtime.lte=136") == [3, 2])
    }

    @Test(
        "with_people keeps the movies a person plays in or works on: every person for commas, any for pipes",
        arguments: [
            ("with_people=10", [4, 1]), ("with_people=20", [3, 1]), ("with_people=10,20", [1]),
            ("with_people=10|20", [3, 4, 1]), ("with_people=999", []),
        ])
    func withPeople(parameters: String, expected: [Int]) async throws {
        #expect(try await movies(parameters) == expected)
    }

    @Test(
        "with_keywords keeps the movies tagged with every keyword for commas, any for pipes; none without a keywords file",
        arguments: [
            ("with_keywords=825", [3, 1]), ("with_keywords=825,1721", [3]), ("with_keywords=825|1721", [3, 4, 1]),
            ("with_keywords=851|818|30", [3, 4, 1]), ("with_keywords=10051", []), ("with_keywords=999", []),
        ])
    func withKeywords(parameters: String, expected: [Int]) async throws {
        #expect(try await movies(parameters) == expected)
    }

    @Test("with_keywords reads a series' keywords from its own file, listed under results")
    func seriesKeywords() async throws {
        #expect(try await series("with_keywords=10051") == [101])
        #expect(try await series("with_keywords=851,228913") == [101])
        #expect(try await series("with_keywords=825").isEmpty)
    }

    @Test("with_keywords with no id in it is ignored, as TMDb ignores it")
    func emptyKeywords() async throws {
        #expect(try await movies("with_keywords=") == [3, 2, 4, 1, 5])
        #expect(try await movies("with_keywords=,|") == [3, 2, 4, 1, 5])
    }

    @Test("with_keywords combines with the other filters")
    func keywordsCombined() async throws {
        #expect(try await movies("with_keywords=825|1721&with_people=10") == [4, 1])
        #expect(try await movies("with_keywords=1721&primary_release_year=1994") == [4])
    }

    @Test(
        "a discovery filtered on streaming offers is TMDb's 404: the catalog holds none",
        arguments: [
            "with_watch_providers=8", "with_watch_providers=8|337&watch_region=GB",
            "with_watch_monetization_types=flatrate", "with_keywords=825&with_watch_monetization_types=rent|buy",
        ])
    func streamingOffers(parameters: String) async throws {
        let transport = CatalogTMDbTransport(directory: directory)
        for path in ["/discover/movie", "/discover/tv"] {
            let response = try await transport.send(TMDbRequest(path: path, queryItems: Self.items(parameters)))

            #expect(response.statusCode == 404, "\(path)?\(parameters)")
            #expect(response.body == CatalogAnswer.notFound.body, "\(path)?\(parameters)")
        }
    }

    @Test("watch_region alone, or an empty offers filter, filters nothing and is ignored")
    func watchRegionAlone() async throws {
        #expect(try await movies("watch_region=GB") == [3, 2, 4, 1, 5])
        #expect(try await movies("with_watch_providers=&with_watch_monetization_types=") == [3, 2, 4, 1, 5])
        #expect(try await series("watch_region=US") == [101, 102, 103])
    }

    @Test("with_original_language keeps the movies first made in that language, whatever its case")
    func originalLanguage() async throws {
        #expect(try await movies("with_original_language=ja") == [3])
        #expect(try await movies("with_original_language=en") == [2, 4, 1, 5])
    }

    @Test("adult titles are left out unless include_adult is true")
    func includeAdult() async throws {
        #expect(try await movies("include_adult=false").contains(6) == false)
        #expect(try await movies("include_adult=true") == [6, 3, 2, 4, 1, 5])
    }

    @Test(
        "sort_by orders by its field and direction; missing values come last; ties go to the more popular",
        arguments: [
            ("sort_by=popularity.desc", [3, 2, 4, 1, 5]), ("sort_by=popularity.asc", [5, 1, 4, 2, 3]),
            ("sort_by=vote_average.desc", [3, 4, 1, 2, 5]), ("sort_by=vote_average.asc", [5, 2, 1, 3, 4]),
            ("sort_by=vote_count.desc", [1, 4, 2, 3, 5]), ("sort_by=primary_release_date.desc", [3, 1, 2, 4, 5]),
            ("sort_by=primary_release_date.asc", [4, 2, 1, 3, 5]), ("sort_by=revenue.desc", [2, 3, 4, 1, 5]),
            ("sort_by=title.asc", [1, 2, 3, 4, 5]), ("sort_by=title.desc", [5, 4, 3, 2, 1]),
        ])
    func sortBy(parameters: String, expected: [Int]) async throws {
        #expect(try await movies(parameters) == expected)
    }

    @Test(
        "a sort_by TMDb does not know for movies sorts by popularity, TMDb's default",
        arguments: ["sort_by=name.asc", "sort_by=first_air_date.desc", "sort_by=rating", "sort_by=title.up"])
    func unknownSort(parameters: String) async throws {
        #expect(try await movies(parameters) == [3, 2, 4, 1, 5])
    }

    @Test("the filters combine: dramas of 1999 by rating")
    func combined() async throws {
        #expect(try await movies("with_genres=18&primary_release_year=1999&sort_by=vote_average.desc") == [1])
    }

    @Test("series are filtered by first_air_date_year, the first_air_date range, genres and episode runtime")
    func seriesFilters() async throws {
        #expect(try await series() == [101, 102, 103])
        #expect(try await series("first_air_date_year=2016") == [103])
        #expect(try await series("first_air_date.gte=2010-01-01") == [102, 103])
        #expect(try await series("first_air_date.lte=2016-07-21") == [101, 103])
        #expect(try await series("with_genres=35") == [103])
        #expect(try await series("without_genres=80") == [102, 103])
        #expect(try await series("vote_average.gte=8.7&vote_count.gte=7000") == [101, 102])
        #expect(try await series("with_runtime.lte=50") == [101])
    }

    @Test("series sort by name and first air date; revenue and the movie date are not theirs")
    func seriesSorts() async throws {
        #expect(try await series("sort_by=name.asc") == [101, 102, 103])
        #expect(try await series("sort_by=first_air_date.desc") == [102, 103, 101])
        #expect(try await series("sort_by=revenue.desc") == [101, 102, 103])
        #expect(try await series("sort_by=primary_release_date.asc") == [101, 102, 103])
    }

    @Test("series ignore the movie-only parameters, as TMDb does")
    func seriesIgnoreMovieParameters() async throws {
        #expect(try await series("with_people=10") == [101, 102, 103])
        #expect(try await series("primary_release_year=2016") == [101, 102, 103])
    }

    @Test("pages past the end are empty with the same totals; a page outside 1...500 is refused")
    func paging() async throws {
        let second = try await client.get(.discoverMovies([URLQueryItem(name: "page", value: "2")], language: nil))
        #expect(second.results.isEmpty)
        #expect(second.page == 2)
        #expect(second.totalResults == 5)

        await #expect(throws: TMDbError.self) {
            try await self.client.get(.discoverMovies([URLQueryItem(name: "page", value: "0")], language: nil))
        }
    }
}
