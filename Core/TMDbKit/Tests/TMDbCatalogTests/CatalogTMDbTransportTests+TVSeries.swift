import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The TV series routes of ``CatalogTMDbTransport``, against the small test catalog.
extension CatalogTMDbTransportTests {
    @Test func answersTheDetailsOfAKnownSeries() async throws {
        let series = try await client.get(.tvSeriesDetails(id: 1396, language: "en-US"))

        #expect(series.name == "Breaking Bad")
        #expect(series.numberOfSeasons == 5)
        #expect(series.lastEpisodeToAir?.name == "Felina")
    }

    @Test func answersTheCreditsAndAggregateCreditsOfAKnownSeries() async throws {
        let credits = try await client.get(.tvSeriesCredits(id: 1396, language: nil))
        let aggregate = try await client.get(.tvSeriesAggregateCredits(id: 1396, language: nil))

        #expect(credits.cast.first?.character == "Walter White")
        #expect(aggregate.id == 1396)
        #expect(aggregate.cast.first?.totalEpisodeCount == 62)
        #expect(aggregate.crew.first?.jobs.map(\.job) == ["Executive Producer", "Producer"])
    }

    @Test(arguments: [
        "/tv/424242", "/tv/87108/credits", "/tv/87108/aggregate_credits", "/tv/424242/credits",
    ])
    func answersAMissingSeriesFileWithTMDbsNotFound(path: String) async throws {
        let response = try await transport.send(TMDbRequest(path: path))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
    }

    @Test func answersACataloguedSeasonWithItsEpisodes() async throws {
        let season = try await client.get(.tvSeasonDetails(seriesID: 1396, seasonNumber: 1, language: nil))

        #expect(season.id == 3572)
        #expect(season.episodes?.map(\.name) == ["Pilot", "Cat's in the Bag..."])
        #expect(season.episodes?.allSatisfy { $0.showID == 1396 } == true)
    }

    @Test(arguments: [(1396, 2), (1396, 0), (87108, 1), (424242, 1)])
    func answersASeasonWithoutAFileWithNotFound(seriesID: Int, seasonNumber: Int) async {
        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.tvSeasonDetails(seriesID: seriesID, seasonNumber: seasonNumber, language: nil))
        }

        guard case .notFound(let status) = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
        #expect(status.statusCode == 34)
    }

    @Test func answersAnEpisodeFromItsSeasonFileWithoutTheShowID() async throws {
        let season = try await client.get(.tvSeasonDetails(seriesID: 1396, seasonNumber: 1, language: nil))
        let response = try await transport.send(TMDbRequest(path: "/tv/1396/season/1/episode/2"))
        let episode = try await client.get(
            .tvEpisodeDetails(seriesID: 1396, seasonNumber: 1, episodeNumber: 2, language: nil))
        let inSeason = try #require(season.episodes?.last)

        #expect(response.statusCode == 200)
        #expect(!body(response).contains("show_id"))
        #expect(episode.showID == nil)
        #expect(episode.name == "Cat's in the Bag...")
        #expect(episode.crew == inSeason.crew)
        #expect(episode.guestStars == inSeason.guestStars)
        #expect(episode.airDate == inSeason.airDate)
        #expect(episode.voteAverage == inSeason.voteAverage)
        #expect(episode.stillPath == inSeason.stillPath)
    }

    @Test func keepsAnEpisodesCrewAndGuestStars() async throws {
        let pilot = try await client.get(
            .tvEpisodeDetails(seriesID: 1396, seasonNumber: 1, episodeNumber: 1, language: "en-US"))

        #expect(pilot.id == 62085)
        #expect(pilot.crew?.first?.job == "Director")
        #expect(pilot.guestStars?.map(\.character) == ["Carmen Molina", "Emilio Koyama"])
    }

    @Test(arguments: [
        "/tv/1396/season/1/episode/3", "/tv/1396/season/1/episode/0", "/tv/1396/season/2/episode/1",
        "/tv/87108/season/1/episode/1", "/tv/424242/season/1/episode/1",
    ])
    func answersAnEpisodeThatIsNotCataloguedWithNotFound(path: String) async throws {
        let response = try await transport.send(TMDbRequest(path: path))

        #expect(response.statusCode == 404)
    }

    @Test func buildsSeriesListEntriesFromTheDetailsFiles() async throws {
        let page = try await client.get(.tvSeriesList(.popular, page: 1, language: nil))

        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 3)
        #expect(page.results.map(\.id) == [1396, 71446, 87108])
        #expect(
            page.results[2]
                == TVSeriesListItemDTO(
                    adult: false, backdropPath: "/2K9LEDhJFcIvBRuHfnLuFaUQcJP.jpg", genreIDs: [18], id: 87108,
                    originCountry: ["US", "GB"], originalLanguage: "en", originalName: "Chernobyl",
                    overview:
                        "The true story of one of the worst man-made catastrophes in history: the catastrophic nuclear"
                        + " accident at Chernobyl. A tale of the brave men and women who sacrificed to save Europe"
                        + " from unimaginable disaster.",
                    popularity: 61.9, posterPath: "/hlLXt2tOPT6RRnjiUmoxyG1LTFi.jpg", firstAirDate: "2019-05-06",
                    name: "Chernobyl", voteAverage: 8.7, voteCount: 6_201)
        )
    }

    @Test func servesEverySeriesListInItsOwnOrder() async throws {
        let topRated = try await client.get(.tvSeriesList(.topRated, page: 1, language: nil))
        let onTheAir = try await client.get(.tvSeriesList(.onTheAir, page: 1, language: nil))
        let airingToday = try await client.get(.tvSeriesList(.airingToday, page: 1, language: nil))

        #expect(topRated.results.map(\.id) == [87108, 1396])
        #expect(onTheAir.results.isEmpty)
        #expect(onTheAir.totalPages == 1)
        #expect(airingToday.results.map(\.name) == ["Money Heist"])
    }

    @Test func pagesTwentySeriesAtATime() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 27)
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let first = try await client.get(.tvSeriesList(.popular, page: 1, language: nil))
        let second = try await client.get(.tvSeriesList(.popular, page: 2, language: nil))
        let third = try await client.get(.tvSeriesList(.popular, page: 3, language: nil))

        #expect(first.results.map(\.id) == Array(1...20))
        #expect(second.results.map(\.id) == Array(21...27))
        #expect(third.results.isEmpty)
        #expect([first.totalPages, second.totalPages, third.totalPages] == [Int](repeating: 2, count: 3))
        #expect([first.totalResults, second.totalResults, third.totalResults] == [Int](repeating: 27, count: 3))
        #expect(first.results.first?.genreIDs == [18])
    }

    @Test(arguments: ["/tv/popular", "/tv/airing_today", "/search/tv"], ["0", "501", "two"])
    func refusesASeriesPageOutsideOneToFiveHundred(path: String, page: String) async throws {
        let response = try await transport.send(
            TMDbRequest(
                path: path,
                queryItems: [URLQueryItem(name: "query", value: "bad"), URLQueryItem(name: "page", value: page)]))

        #expect(response.statusCode == 400)
    }

    @Test func searchMatchesASeriesNameOrOriginalName() async throws {
        let byName = try await client.get(
            .searchTVSeries(query: "BREAKING", firstAirDateYear: nil, page: 1, language: nil))
        let byOriginalName = try await client.get(
            .searchTVSeries(query: "casa papel", firstAirDateYear: nil, page: 1, language: nil))
        let noMatch = try await client.get(
            .searchTVSeries(query: "breaking heist", firstAirDateYear: nil, page: 1, language: nil))

        #expect(byName.results.map(\.id) == [1396])
        #expect(byOriginalName.results.map(\.name) == ["Money Heist"])
        #expect(noMatch.results.isEmpty)
        #expect(noMatch.totalResults == 0)
    }

    @Test func searchOrdersSeriesByPopularity() async throws {
        let page = try await client.get(.searchTVSeries(query: "e", firstAirDateYear: nil, page: 1, language: nil))

        #expect(page.results.map(\.id) == [1396, 71446, 87108])
    }

    @Test func searchFiltersSeriesByFirstAirDateYear() async throws {
        let in2019 = try await client.get(.searchTVSeries(query: "e", firstAirDateYear: 2019, page: 1, language: nil))
        let in2008 = try await client.get(.searchTVSeries(query: "e", firstAirDateYear: 2008, page: 1, language: nil))
        let in2013 = try await client.get(.searchTVSeries(query: "e", firstAirDateYear: 2013, page: 1, language: nil))

        #expect(in2019.results.map(\.id) == [87108])
        #expect(in2008.results.map(\.id) == [1396])
        #expect(in2013.results.isEmpty)
    }

    @Test func searchTVSeriesIgnoresTheMoviesYearItem() async throws {
        let response = try await transport.send(
            TMDbRequest(
                path: "/search/tv",
                queryItems: [URLQueryItem(name: "query", value: "e"), URLQueryItem(name: "year", value: "1999")]))
        let page = try JSONDecoder().decode(PagedResponseDTO<TVSeriesListItemDTO>.self, from: response.body)

        #expect(page.totalResults == 3)
    }

    @Test(arguments: ["", "   ", nil])
    func searchTVSeriesAnswersAnEmptyQueryWithAnEmptyPage(query: String?) async throws {
        let items = query.map { [URLQueryItem(name: "query", value: $0)] } ?? []
        let response = try await transport.send(TMDbRequest(path: "/search/tv", queryItems: items))
        let page = try JSONDecoder().decode(PagedResponseDTO<TVSeriesListItemDTO>.self, from: response.body)

        #expect(response.statusCode == 200)
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test func searchPagesTwentySeriesAtATime() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 23)
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let first = try await client.get(
            .searchTVSeries(query: "series", firstAirDateYear: 2010, page: 1, language: nil))
        let second = try await client.get(
            .searchTVSeries(query: "series", firstAirDateYear: 2010, page: 2, language: nil))
        let movies = try await client.get(.searchMovies(query: "series", year: nil, page: 1, language: nil))

        #expect(first.results.count == 20)
        #expect(first.results.first?.id == 1)
        #expect(second.results.map(\.id) == [21, 22, 23])
        #expect(second.totalPages == 2)
        #expect(second.totalResults == 23)
        #expect(movies.results.isEmpty)
    }
}
