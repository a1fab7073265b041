import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/collection/{id}` and `/search/collection` in ``CatalogTMDbTransport``: collections made of the
/// movies that belong to them, as TMDb shapes them.
extension CatalogTMDbTransportTests {
    @Test func answersACollectionWithTheMoviesThatBelongToItAsTheirListRows() async throws {
        let collection = try await client.get(.collectionDetails(id: 2344, language: "en-US"))
        let movie = try await client.get(.searchMovies(query: "matrix", year: nil, page: 1, language: nil))

        #expect(collection.id == 2344)
        #expect(collection.name == "The Matrix Collection")
        #expect(collection.overview == "")
        #expect(collection.posterPath == "/bV9qTVHTVf0gkW0j7p7M0ILD4pG.jpg")
        #expect(collection.backdropPath == "/bRm2DEgUiYciDw3myHuYFInD7la.jpg")
        #expect(collection.parts == movie.results)
    }

    @Test func writesEachPartWithItsMediaTypeAsTMDbDoes() async throws {
        let response = try await transport.send(TMDbRequest(path: "/collection/2344"))
        let object = try CatalogJSON.object(response)
        let parts = try #require(object["parts"] as? [[String: Any]])

        #expect(response.statusCode == 200)
        #expect(object.keys.sorted() == ["backdrop_path", "id", "name", "overview", "parts", "poster_path"])
        #expect(parts.map { $0["media_type"] as? String } == ["movie"])
        #expect(parts.first?["title"] as? String == "The Matrix")
    }

    @Test(arguments: [10, 230, 424_242])
    func answersACollectionNoMovieBelongsToWithTMDbsNotFound(id: Int) async throws {
        let response = try await transport.send(TMDbRequest(path: "/collection/\(id)"))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
    }

    @Test func ordersThePartsByReleaseDateUndatedLastAndNamesTheCollectionAsItsLowestIDDoes() async throws {
        let directory = try CollectionCatalogFixture.make()
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let saga = try await client.get(.collectionDetails(id: 100, language: nil))
        let other = try await client.get(.collectionDetails(id: 200, language: nil))

        #expect(saga.parts.map(\.id) == [3, 1, 2])
        #expect(saga.name == "Saga Collection")
        #expect(saga.posterPath == "/saga-poster.jpg")
        #expect(other.parts.map(\.id) == [4])
        #expect(other.posterPath == nil)
        await #expect(throws: TMDbError.self) { try await client.get(.collectionDetails(id: 5, language: nil)) }
    }

    @Test func searchCollectionsFindsTheirNamesMostPopularFirst() async throws {
        let directory = try CollectionCatalogFixture.make()
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let all = try await client.get(.searchCollections(query: "collection", page: 1, language: nil))
        let saga = try await client.get(.searchCollections(query: "SAGA", page: 1, language: nil))

        #expect(all.results.map(\.id) == [100, 200])
        #expect(all.totalResults == 2)
        #expect(all.totalPages == 1)
        #expect(
            saga.results == [
                CollectionListItemDTO(
                    backdropPath: "/saga-backdrop.jpg", id: 100, name: "Saga Collection", overview: "",
                    posterPath: "/saga-poster.jpg")
            ])
    }

    @Test(arguments: ["", "   ", "nothing like it"])
    func searchCollectionsAnswersAnEmptyPageForAnEmptyOrUnmatchedQuery(query: String) async throws {
        let page = try await client.get(.searchCollections(query: query, page: 1, language: nil))

        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
        #expect(page.totalPages == 1)
    }

    @Test(arguments: ["0", "501", "x"])
    func searchCollectionsRefusesAPageOutsideTMDbsRange(page: String) async throws {
        let response = try await transport.send(
            TMDbRequest(
                path: "/search/collection",
                queryItems: [URLQueryItem(name: "query", value: "matrix"), URLQueryItem(name: "page", value: page)]))

        #expect(response.statusCode == 400)
    }
}
