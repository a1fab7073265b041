import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/search/multi` in ``CatalogTMDbTransport``: the movie, series and people searches in one
/// page, each row with its `media_type`, most popular first.
extension CatalogTMDbTransportTests {
    /// Each row as `<media_type> <id>`, to compare whole pages at a glance.
    private func rows(_ page: PagedResponseDTO<MultiSearchResultDTO>) -> [String] {
        page.results.map { row in
            switch row {
            case .movie(let movie): "movie \(movie.id)"
            case .tvSeries(let series): "tv \(series.id)"
            case .person(let person): "person \(person.id)"
            case .other(let mediaType, let id): "\(mediaType) \(id)"
            }
        }
    }

    private func searchMulti(_ query: String, page: Int = 1, client: TMDbClient? = nil) async throws
        -> PagedResponseDTO<MultiSearchResultDTO>
    {
        try await (client ?? self.client).get(.searchMulti(query: query, page: page, language: nil))
    }

    @Test func searchMultiFindsAMovieAsTheMovieSearchDoes() async throws {
        let multi = try await searchMulti("fight")
        let movies = try await client.get(.searchMovies(query: "fight", year: nil, page: 1, language: nil))

        #expect(rows(multi) == ["movie 550"])
        #expect(multi.results == movies.results.map(MultiSearchResultDTO.movie))
    }

    @Test func searchMultiFindsAPersonWithWhatTheyAreKnownForAsThePeopleSearchDoes() async throws {
        let multi = try await searchMulti("pitt")
        let people = try await client.get(.searchPeople(query: "pitt", page: 1, language: nil))

        #expect(rows(multi) == ["person 287"])
        #expect(multi.results == people.results.map(MultiSearchResultDTO.person))
        guard case .person(let person) = multi.results.first else {
            Issue.record("pitt did not find a person")
            return
        }
        #expect(person.name == "Brad Pitt")
        #expect(person.knownFor?.map(\.id) == [550])
    }

    @Test func searchMultiFindsASeriesAsTheSeriesSearchDoes() async throws {
        let multi = try await searchMulti("breaking")
        let series = try await client.get(
            .searchTVSeries(query: "breaking", firstAirDateYear: nil, page: 1, language: nil))

        #expect(rows(multi) == ["tv 1396"])
        #expect(multi.results == series.results.map(MultiSearchResultDTO.tvSeries))
    }

    @Test func searchMultiMixesMoviesSeriesAndPeopleMostPopularFirst() async throws {
        let page = try await searchMulti("i")

        #expect(
            rows(page) == [
                "tv 1396", "tv 71446", "movie 603", "movie 550", "person 287", "movie 194", "person 66633",
                "person 1152803",
            ])
        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 8)
    }

    @Test(arguments: [
        ("AMELIE", "movie 194"), ("fabuleux AMÉLIE", "movie 194"), ("CHLOE zhao", "person 1152803"),
        ("赵婷", "person 1152803"), ("BRÉAKING bad", "tv 1396"), ("LA CASA DE PAPEL", "tv 71446"),
    ])
    func searchMultiIgnoresCaseAndDiacriticsAndReadsOriginalAndOtherNames(query: String, row: String)
        async throws
    {
        #expect(rows(try await searchMulti(query)) == [row])
    }

    @Test func searchMultiNeedsEveryWordOfTheQueryInOneTitleOrName() async throws {
        let page = try await searchMulti("fight pitt")

        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
        #expect(page.totalPages == 1)
    }

    @Test func searchMultiSendsEachRowWithItsMediaType() async throws {
        let response = try await transport.send(
            TMDbRequest(path: "/search/multi", queryItems: [URLQueryItem(name: "query", value: "i")]))
        let json = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])

        #expect(response.statusCode == 200)
        #expect(
            results.map { $0["media_type"] as? String } == [
                "tv", "tv", "movie", "movie", "person", "movie", "person", "person",
            ])
        #expect(results[2]["title"] as? String == "The Matrix")
        #expect(results[0]["name"] as? String == "Breaking Bad")
        #expect((results[4]["known_for"] as? [[String: Any]])?.first?["media_type"] as? String == "movie")
    }

    @Test(arguments: ["", "   ", nil])
    func searchMultiAnswersAnEmptyQueryWithAnEmptyPage(query: String?) async throws {
        let items = query.map { [URLQueryItem(name: "query", value: $0)] } ?? []
        let response = try await transport.send(TMDbRequest(path: "/search/multi", queryItems: items))
        let page = try JSONDecoder().decode(PagedResponseDTO<MultiSearchResultDTO>.self, from: response.body)

        #expect(response.statusCode == 200)
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test(arguments: ["0", "501", "two"])
    func refusesAMultiSearchPageOutsideOneToFiveHundredAsTheOtherSearchesDo(page: String) async throws {
        let items = [URLQueryItem(name: "query", value: "i"), URLQueryItem(name: "page", value: page)]
        let multi = try await transport.send(TMDbRequest(path: "/search/multi", queryItems: items))
        let movies = try await transport.send(TMDbRequest(path: "/search/movie", queryItems: items))

        #expect(multi.statusCode == 400)
        #expect(movies.statusCode == 400)
        #expect(body(multi) == body(movies))
    }

    @Test func searchMultiPagesTwentyRowsAtATimeAcrossKinds() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 23)
        defer { CatalogFixture.remove(directory) }
        try CatalogFixture.addPeople(to: directory, count: 23)
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        // Movie and series n have popularity 24 - n, person n has n: each popularity holds
        // one of each kind, ordered by id, then movie, series, person.
        let first = try await searchMulti("e", page: 1, client: client)
        let fourth = try await searchMulti("e", page: 4, client: client)
        let fifth = try await searchMulti("e", page: 5, client: client)

        #expect(
            rows(first) == [
                "movie 1", "tv 1", "person 23", "movie 2", "tv 2", "person 22", "movie 3", "tv 3", "person 21",
                "movie 4", "tv 4", "person 20", "movie 5", "tv 5", "person 19", "movie 6", "tv 6", "person 18",
                "movie 7", "tv 7",
            ])
        #expect(
            rows(fourth) == [
                "person 3", "movie 21", "tv 21", "person 2", "movie 22", "tv 22", "person 1", "movie 23", "tv 23",
            ])
        #expect(fifth.results.isEmpty)
        #expect([first.totalPages, fourth.totalPages, fifth.totalPages] == [Int](repeating: 4, count: 3))
        #expect([first.totalResults, fourth.totalResults, fifth.totalResults] == [Int](repeating: 69, count: 3))
        #expect(fifth.page == 5)
    }

    @Test func searchMultiBreaksAPopularityAndIDTieWithMoviesBeforeSeriesBeforePeople() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 23)
        defer { CatalogFixture.remove(directory) }
        try CatalogFixture.addPeople(to: directory, count: 23)
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let page = try await searchMulti("12", client: client)

        #expect(rows(page) == ["movie 12", "tv 12", "person 12"])
    }

    @Test(arguments: [
        ("fight", "movie 550"), ("pitt", "person 287"), ("breaking", "tv 1396"), ("千と千尋", "movie 129"),
        ("PARASITE", "movie 496243"), ("기생충", "movie 496243"), ("spirited AWAY", "movie 129"),
    ])
    func searchMultiFindsInTheBundledCatalog(query: String, row: String) async throws {
        let bundled = TMDbClient(transport: CatalogTMDbTransport.bundled())

        #expect(rows(try await searchMulti(query, client: bundled)).contains(row))
    }
}
