import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/trending/...` in ``CatalogTMDbTransport``: `trending.json`'s fixed orderings, of every kind or
/// filtered to one, each row with its `media_type`, 20 a page.
extension CatalogTMDbTransportTests {
    /// Each row as `<media_type> <id>`, to compare whole pages at a glance.
    private func trendingRows(_ page: PagedResponseDTO<MultiSearchResultDTO>) -> [String] {
        page.results.map { row in
            switch row {
            case .movie(let movie): "movie \(movie.id)"
            case .tvSeries(let series): "tv \(series.id)"
            case .person(let person): "person \(person.id)"
            case .other(let mediaType, let id): "\(mediaType) \(id)"
            }
        }
    }

    @Test func trendingAllServesTheDaysOrderingSkippingWhatTheCatalogDoesNotHold() async throws {
        let page = try await client.get(.trendingAll(window: .day, page: 1, language: "en-US"))

        #expect(
            trendingRows(page) == ["tv 1396", "movie 550", "person 287", "tv 87108", "movie 603", "person 84497"])
        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 6)
    }

    @Test func trendingAllServesTheWeeksOwnOrdering() async throws {
        let page = try await client.get(.trendingAll(window: .week, page: 1, language: nil))

        #expect(
            trendingRows(page) == [
                "movie 603", "person 66633", "tv 71446", "movie 194", "person 1152803", "tv 1396",
            ])
    }

    @Test func trendingOfOneKindIsTheOrderingFilteredToThatKind() async throws {
        let movies = try await client.get(.trendingMovies(window: .day, page: 1, language: nil))
        let series = try await client.get(.trendingTVSeries(window: .week, page: 1, language: nil))
        let people = try await client.get(.trendingPeople(window: .day, page: 1, language: nil))

        #expect(movies.results.map(\.id) == [550, 603])
        #expect(movies.totalResults == 2)
        #expect(series.results.map(\.name) == ["Money Heist", "Breaking Bad"])
        #expect(people.results.map(\.name) == ["Brad Pitt", "Aaron Paul"])
    }

    @Test func trendingRowsAreTheRowsTheCatalogsListsAndSearchesServe() async throws {
        let trending = try await client.get(.trendingAll(window: .day, page: 1, language: nil))
        let multi = try await client.get(.searchMulti(query: "pitt", page: 1, language: nil))
        let popular = try await client.get(.popularPeople(page: 1, language: nil))

        #expect(trending.results[2] == multi.results.first)
        guard case .person(let person) = trending.results[5] else {
            Issue.record("row 5 is not a person")
            return
        }
        #expect(person == popular.results.first { $0.id == 84497 })
        #expect(person.knownFor?.map(\.mediaType) == ["tv"])
    }

    @Test func trendingSendsEachRowWithItsMediaTypeAsTMDbDoes() async throws {
        let response = try await transport.send(TMDbRequest(path: "/trending/movie/day"))
        let json = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])

        #expect(response.statusCode == 200)
        #expect(results.map { $0["media_type"] as? String } == ["movie", "movie"])
        #expect(results.first?["title"] as? String == "Fight Club")
    }

    @Test func trendingPagesTwentyAPageAndAnswersAnEmptyPagePastTheEnd() async throws {
        let root = try CatalogFixture.generatedCatalog(count: 25)
        defer { CatalogFixture.remove(root) }
        let entries =
            (1...25).map { #"{"media_type": "movie", "id": \#($0)}"# }
            + (1...3).map { #"{"media_type": "tv", "id": \#($0)}"# }
        try Data(#"{"day": [\#(entries.joined(separator: ","))], "week": []}"#.utf8)
            .write(to: root.appendingPathComponent("trending.json"))
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: root))

        let first = try await client.get(.trendingAll(window: .day, page: 1, language: nil))
        let second = try await client.get(.trendingAll(window: .day, page: 2, language: nil))
        let third = try await client.get(.trendingAll(window: .day, page: 3, language: nil))
        let week = try await client.get(.trendingAll(window: .week, page: 1, language: nil))

        #expect(first.results.count == 20)
        #expect(trendingRows(second) == (21...25).map { "movie \($0)" } + (1...3).map { "tv \($0)" })
        #expect(first.totalPages == 2)
        #expect(second.totalPages == 2)
        #expect(first.totalResults == 28)
        #expect(second.totalResults == 28)
        #expect(third.results.isEmpty)
        #expect(week.results.isEmpty)
        #expect(week.totalResults == 0)
    }

    @Test func trendingWithoutATrendingFileAnswersAnEmptyPage() async throws {
        let root = try CatalogFixture.generatedCatalog(count: 2)
        defer { CatalogFixture.remove(root) }

        let page = try await TMDbClient(transport: CatalogTMDbTransport(directory: root))
            .get(.trendingAll(window: .day, page: 1, language: nil))

        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test(arguments: ["0", "501", "two"])
    func refusesATrendingPageOutsideOneToFiveHundredAsTheListsDo(page: String) async throws {
        let response = try await transport.send(
            TMDbRequest(path: "/trending/all/day", queryItems: [URLQueryItem(name: "page", value: page)]))

        #expect(response.statusCode == 400)
        #expect(body(response).contains(#""status_code":22"#))
    }

    @Test(arguments: ["/trending/film/day", "/trending/all/month", "/trending/all"])
    func answersAnUnknownTrendingListWithNotFound(path: String) async throws {
        let response = try await transport.send(TMDbRequest(path: path))

        #expect(response.statusCode == 404)
    }
}
