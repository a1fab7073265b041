import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/genre/movie/list` and `/genre/tv/list` in ``CatalogTMDbTransport``: each kind's file, as it is.
extension CatalogTMDbTransportTests {
    @Test(arguments: [
        (TMDbGenreList.movie, [GenreDTO(id: 18, name: "Drama"), GenreDTO(id: 878, name: "Science Fiction")]),
        (.tv, [GenreDTO(id: 10765, name: "Sci-Fi & Fantasy"), GenreDTO(id: 18, name: "Drama")]),
    ])
    func answersEachKindsGenreListFromItsFile(list: TMDbGenreList, genres: [GenreDTO]) async throws {
        let answer = try await client.get(.genreList(list, language: "en-US"))

        #expect(answer.genres == genres)
    }

    @Test func answersAGenreListInAnyLanguageWithTheCatalogsOwn() async throws {
        let french = try await transport.send(Endpoint.genreList(.movie, language: "fr-FR").request)
        let english = try await transport.send(Endpoint.genreList(.movie, language: nil).request)

        #expect(french.statusCode == 200)
        #expect(french.body == english.body)
    }

    @Test func answersAGenreListWithNotFoundWhenTheCatalogHasNoFileForIt() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 1)
        defer { CatalogFixture.remove(directory) }
        let response = try await CatalogTMDbTransport(directory: directory).send(
            Endpoint.genreList(.tv, language: nil).request)

        #expect(response.statusCode == 404)
    }
}
