import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite struct CatalogTMDbTransportTests {
    let transport: CatalogTMDbTransport
    let client: TMDbClient

    init() throws {
        transport = CatalogTMDbTransport(directory: try CatalogFixture.smallCatalog())
        client = TMDbClient(transport: transport)
    }

    /// The body of `response` as text, to compare with what TMDb sends.
    func body(_ response: TMDbResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    @Test func answersTheConfiguration() async throws {
        let configuration = try await client.get(.configuration)

        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
    }

    @Test func answersTheDetailsOfAKnownMovie() async throws {
        let movie = try await client.get(.movieDetails(id: 550, language: "en-US"))

        #expect(movie.title == "Fight Club")
        #expect(movie.runtime == 139)
    }

    @Test func answersTheCreditsOfAKnownMovie() async throws {
        let credits = try await client.get(.movieCredits(id: 603, language: nil))

        #expect(credits.id == 603)
        #expect(credits.cast.first?.name == "Keanu Reeves")
        #expect(credits.crew.first?.job == "Director")
    }

    @Test func answersAnUnknownMovieWithTMDbsNotFound() async throws {
        let response = try await transport.send(TMDbRequest(path: "/movie/424242"))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
    }

    @Test func answersMissingCreditsWithNotFound() async {
        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieCredits(id: 194, language: nil))
        }

        #expect(
            error
                == .notFound(
                    TMDbStatus(
                        httpStatus: 404, statusCode: 34, statusMessage: "The resource you requested could not be found."
                    )))
    }

    @Test(arguments: [
        "/", "/movie", "/movie/", "/movie/abc", "/movie/-5", "/movie/+5", "/movie/0", "/movie/550/reviews", "/tv/1399",
        "/movie/..%2F550", "/movie/550/credits/extra", "/search/people", "/configuration/x", "/person/287/videos",
        "/tv", "/tv/latest", "/tv/1396/season", "/tv/1396/videos", "/tv/..%2F1396", "/tv/1396/season/1/episode",
        "/person", "/person/latest", "/person/..%2F287",
    ])
    func answersAnUnknownPathWithNotFound(path: String) async throws {
        let response = try await transport.send(TMDbRequest(path: path))

        #expect(response.statusCode == 404)
    }

    @Test func buildsListEntriesFromTheDetailsFiles() async throws {
        let page = try await client.get(.movieList(.popular, page: 1, language: nil))

        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 3)
        #expect(page.results.map(\.id) == [603, 550, 194])
        #expect(
            page.results[1]
                == MovieListItemDTO(
                    adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                    originalLanguage: "en", originalTitle: "Fight Club",
                    overview:
                        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                        + " into a shocking new form of therapy.",
                    popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                    title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280)
        )
    }

    @Test func leavesListedMoviesWithoutADetailsFileOut() async throws {
        let page = try await client.get(.movieList(.upcoming, page: 1, language: nil))

        #expect(page.results.map(\.id) == [194])
        #expect(page.totalResults == 1)
    }

    @Test func answersAnEmptyListWithAnEmptyFirstPage() async throws {
        let page = try await client.get(.movieList(.nowPlaying, page: 1, language: nil))

        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
        #expect(page.totalPages == 1)
    }

    @Test func pagesTwentyMoviesAtATime() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 27)
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let first = try await client.get(.movieList(.popular, page: 1, language: nil))
        let second = try await client.get(.movieList(.popular, page: 2, language: nil))
        let third = try await client.get(.movieList(.popular, page: 3, language: nil))

        #expect(first.results.map(\.id) == Array(1...20))
        #expect(second.results.map(\.id) == Array(21...27))
        #expect(third.results.isEmpty)
        #expect([first.totalPages, second.totalPages, third.totalPages] == [Int](repeating: 2, count: 3))
        #expect([first.totalResults, second.totalResults, third.totalResults] == [Int](repeating: 27, count: 3))
        #expect(third.page == 3)
        #expect(first.results.first?.genreIDs == [18])
    }

    @Test(arguments: ["0", "-1", "501", "two", "1.5", ""])
    func refusesAPageOutsideOneToFiveHundred(page: String) async throws {
        let response = try await transport.send(
            TMDbRequest(path: "/movie/popular", queryItems: [URLQueryItem(name: "page", value: page)]))

        #expect(response.statusCode == 400)
        #expect(
            body(response)
                == #"{"success":false,"status_code":22,"status_message":"Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."}"#
        )
    }

    @Test func refusesPageZeroThroughTheClientAsAnHTTPError() async {
        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieList(.topRated, page: 0, language: nil))
        }

        #expect(
            error
                == .http(
                    TMDbStatus(
                        httpStatus: 400, statusCode: 22,
                        statusMessage:
                            "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")))
    }

    @Test func acceptsTheLastAllowedPage() async throws {
        let page = try await client.get(.movieList(.popular, page: 500, language: nil))

        #expect(page.page == 500)
        #expect(page.results.isEmpty)
    }

    @Test func servesTheFirstPageWhenNoPageIsGiven() async throws {
        let response = try await transport.send(TMDbRequest(path: "/movie/top_rated"))

        #expect(response.statusCode == 200)
        #expect(body(response).contains(#""page":1"#))
    }

    @Test func searchIgnoresCaseAndDiacritics() async throws {
        let plain = try await client.get(.searchMovies(query: "AMELIE", year: nil, page: 1, language: nil))
        let accented = try await client.get(.searchMovies(query: "fabuleux amélie", year: nil, page: 1, language: nil))

        #expect(plain.results.map(\.id) == [194])
        #expect(accented.results.map(\.id) == [194])
    }

    @Test func searchNeedsEveryWordOfTheQuery() async throws {
        let both = try await client.get(.searchMovies(query: "fight club", year: nil, page: 1, language: nil))
        let oneMissing = try await client.get(.searchMovies(query: "fight matrix", year: nil, page: 1, language: nil))

        #expect(both.results.map(\.id) == [550])
        #expect(oneMissing.results.isEmpty)
        #expect(oneMissing.totalResults == 0)
    }

    @Test func searchOrdersByPopularity() async throws {
        let page = try await client.get(.searchMovies(query: "i", year: nil, page: 1, language: nil))

        #expect(page.results.map(\.id) == [603, 550, 194])
        #expect(page.totalResults == 3)
    }

    @Test func searchFiltersByReleaseYear() async throws {
        let in1999 = try await client.get(.searchMovies(query: "i", year: 1999, page: 1, language: nil))
        let in2001 = try await client.get(.searchMovies(query: "i", year: 2001, page: 1, language: nil))
        let in1850 = try await client.get(.searchMovies(query: "i", year: 1850, page: 1, language: nil))

        #expect(in1999.results.map(\.id) == [603, 550])
        #expect(in2001.results.map(\.id) == [194])
        #expect(in1850.results.isEmpty)
    }

    @Test(arguments: ["", "   ", nil])
    func searchAnswersAnEmptyQueryWithAnEmptyPage(query: String?) async throws {
        let items = query.map { [URLQueryItem(name: "query", value: $0)] } ?? []
        let response = try await transport.send(TMDbRequest(path: "/search/movie", queryItems: items))
        let page = try JSONDecoder().decode(PagedResponseDTO<MovieListItemDTO>.self, from: response.body)

        #expect(response.statusCode == 200)
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test func searchPagesTwentyMatchesAtATime() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 23)
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let first = try await client.get(.searchMovies(query: "movie", year: 2000, page: 1, language: nil))
        let second = try await client.get(.searchMovies(query: "movie", year: 2000, page: 2, language: nil))

        #expect(first.results.count == 20)
        #expect(first.results.first?.id == 1)
        #expect(second.results.map(\.id) == [21, 22, 23])
        #expect(second.totalPages == 2)
        #expect(second.totalResults == 23)
    }

    @Test func refusesASearchPageOutOfRange() async throws {
        let response = try await transport.send(
            TMDbRequest(
                path: "/search/movie",
                queryItems: [URLQueryItem(name: "query", value: "x"), URLQueryItem(name: "page", value: "0")]))

        #expect(response.statusCode == 400)
    }

    @Test func servesAnsweredFilesFromMemoryOnceRead() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 1)
        defer { CatalogFixture.remove(directory) }
        let transport = CatalogTMDbTransport(directory: directory)
        let first = try await transport.send(TMDbRequest(path: "/movie/1"))

        try FileManager.default.removeItem(at: directory.appendingPathComponent("movies/1.json"))
        let second = try await transport.send(TMDbRequest(path: "/movie/1"))

        #expect(first.statusCode == 200)
        #expect(second.statusCode == 200)
        #expect(second.body == first.body)
    }

    @Test func answersConcurrentRequests() async throws {
        let transport = self.transport
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                group.addTask {
                    let path = ["/movie/550", "/movie/603/credits", "/movie/popular", "/configuration"][index % 4]
                    return (try? await transport.send(TMDbRequest(path: path)).statusCode) ?? -1
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }

        #expect(statuses.count == 40)
        #expect(statuses.allSatisfy { $0 == 200 })
    }

    @Test func answersInEnglishWhateverTheLanguageLeavingOutOnlyTheEnglishOnlyText() async throws {
        let english = try await transport.send(
            TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "en-US")]))
        let german = try await transport.send(
            TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "de-DE")]))
        var englishObject = try CatalogJSON.object(english)
        var germanObject = try CatalogJSON.object(german)

        #expect(germanObject["overview"] as? String == "" && germanObject["tagline"] as? String == "")
        for key in ["overview", "tagline"] {
            englishObject[key] = nil
            germanObject[key] = nil
        }
        #expect(NSDictionary(dictionary: englishObject) == NSDictionary(dictionary: germanObject))
    }

    @Test func answersNotFoundForEverythingWhenTheDirectoryDoesNotExist() async throws {
        let transport = CatalogTMDbTransport(
            directory: URL(fileURLWithPath: "/nonexistent/catalog-\(UUID().uuidString)"))

        let response = try await transport.send(TMDbRequest(path: "/configuration"))

        #expect(response.statusCode == 404)
    }
}
