import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/find/{external_id}` in ``CatalogTMDbTransport``: the movies and people filed under an IMDb id,
/// as the searches' rows, and nothing for another id or source.
extension CatalogTMDbTransportTests {
    private func find(_ imdbID: String, client: TMDbClient? = nil) async throws -> FindResultsDTO {
        try await (client ?? self.client).get(.find(imdbID: imdbID, language: nil))
    }

    @Test func findByAMoviesIMDbIDAnswersThatMovieAsTheMovieSearchDoesAndNothingElse() async throws {
        let found = try await find("tt0137523")
        let movies = try await client.get(.searchMovies(query: "fight", year: nil, page: 1, language: nil))

        #expect(found.movieResults.map(\.id) == [550])
        #expect(found.movieResults == movies.results)
        #expect(found.tvResults.isEmpty)
        #expect(found.personResults.isEmpty)
    }

    @Test func findByAPersonsIMDbIDAnswersThemWithWhatTheyAreKnownForAsThePeopleSearchDoes() async throws {
        let found = try await find("nm0000093")
        let people = try await client.get(.searchPeople(query: "pitt", page: 1, language: nil))

        #expect(found.personResults.map(\.id) == [287])
        #expect(found.personResults == people.results)
        #expect(found.personResults.first?.knownFor?.map(\.id) == [550])
        #expect(found.movieResults.isEmpty)
        #expect(found.tvResults.isEmpty)
    }

    @Test(arguments: [("TT0137523", 550), ("Tt0133093", 603)])
    func findIgnoresTheCaseOfTheIMDbID(imdbID: String, movieID: Int) async throws {
        #expect(try await find(imdbID).movieResults.map(\.id) == [movieID])
    }

    @Test(arguments: ["tt9999999", "nm9999999", "550", "tt013752", "tt0137523x"])
    func findAnswersAnIDNoFileHoldsWithNothingFound(imdbID: String) async throws {
        #expect(try await find(imdbID) == FindResultsDTO())
    }

    @Test(arguments: ["tvdb_id", "wikidata_id", "", nil])
    func findFindsNothingFromAnotherOrNoExternalSource(source: String?) async throws {
        let items = source.map { [URLQueryItem(name: "external_source", value: $0)] } ?? []
        let response = try await transport.send(TMDbRequest(path: "/find/tt0137523", queryItems: items))

        #expect(response.statusCode == 200)
        #expect(try JSONDecoder().decode(FindResultsDTO.self, from: response.body) == FindResultsDTO())
    }

    @Test func findSendsTMDbsFiveArraysEachRowWithItsMediaType() async throws {
        let items = [URLQueryItem(name: "external_source", value: "imdb_id")]
        let movieResponse = try await transport.send(TMDbRequest(path: "/find/tt0137523", queryItems: items))
        let personResponse = try await transport.send(TMDbRequest(path: "/find/nm0000093", queryItems: items))
        let movie = try CatalogJSON.object(movieResponse)
        let person = try CatalogJSON.object(personResponse)
        let keys = ["movie_results", "person_results", "tv_episode_results", "tv_results", "tv_season_results"]
        let movies = try #require(movie["movie_results"] as? [[String: Any]])
        let people = try #require(person["person_results"] as? [[String: Any]])

        #expect(movieResponse.statusCode == 200)
        #expect(movie.keys.sorted() == keys)
        #expect(person.keys.sorted() == keys)
        #expect(movies.map { $0["media_type"] as? String } == ["movie"])
        #expect(movies.first?["title"] as? String == "Fight Club")
        #expect(people.map { $0["media_type"] as? String } == ["person"])
        #expect(people.first?["known_for"] as? [[String: Any]] != nil)
        #expect((movie["tv_results"] as? [[String: Any]])?.isEmpty == true)
        #expect((movie["tv_season_results"] as? [[String: Any]])?.isEmpty == true)
        #expect((movie["tv_episode_results"] as? [[String: Any]])?.isEmpty == true)
        #expect((movie["person_results"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test(arguments: [("tt0137523", "movie 550"), ("nm0000093", "person 287"), ("tt0468569", "movie 155")])
    func findFindsInTheBundledCatalog(imdbID: String, row: String) async throws {
        let found = try await find(imdbID, client: TMDbClient(transport: CatalogTMDbTransport.bundled()))
        let movies = found.movieResults.map { "movie \($0.id)" }
        let series = found.tvResults.map { "tv \($0.id)" }
        let people = found.personResults.map { "person \($0.id)" }

        #expect(movies + series + people == [row])
    }
}
