import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `/search/keyword` in ``CatalogTMDbTransport``, on ``DiscoverCatalogFixture`` (whose table says which
/// title has which keywords): the keywords of every movie and series whose names contain the query,
/// each once, by name, 20 a page, in TMDb's shape.
extension CatalogTMDbTransportTests {
    /// The names `/search/keyword` finds for `query` in the discover fixture.
    private func keywordNames(_ query: String) async throws -> [String] {
        let directory = try DiscoverCatalogFixture.make()
        defer { CatalogFixture.remove(directory) }
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))
        return try await client.get(.searchKeywords(query: query, page: 1)).results.map(\.name)
    }

    @Test(arguments: [
        ("group", ["support group"]), ("FIGHT", ["fight"]), ("identity", ["dual identity"]),
        ("heist", ["heist", "heist gone wrong"]), ("cafe", ["café racer"]), ("CAFÉ-RACER", ["café racer"]),
        ("o", ["based on novel or book", "heist gone wrong", "support group"]), ("zebra", []),
    ])
    func searchKeywordsFindsTheNamesThatContainTheQueryEachOnceByName(query: String, names: [String]) async throws {
        #expect(try await keywordNames(query) == names)
    }

    @Test(arguments: ["", "   ", "-"])
    func searchKeywordsFindsNothingForAnEmptyQuery(query: String) async throws {
        #expect(try await keywordNames(query).isEmpty)
    }

    @Test func searchKeywordsAnswersInTMDbsShapeWithEachKeywordsID() async throws {
        let directory = try DiscoverCatalogFixture.make()
        defer { CatalogFixture.remove(directory) }
        let transport = CatalogTMDbTransport(directory: directory)

        let response = try await transport.send(
            TMDbRequest(
                path: "/search/keyword",
                queryItems: [URLQueryItem(name: "query", value: "heist"), URLQueryItem(name: "page", value: "1")]))

        #expect(response.statusCode == 200)
        #expect(
            body(response)
                == #"{"page":1,"results":[{"id":10051,"name":"heist"},{"id":228913,"name":"heist gone wrong"}],"#
                + #""total_pages":1,"total_results":2}"#)
    }

    @Test func searchKeywordsPagesTwentyAPageAndRefusesAPageOutsideTheRange() async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 1)
        defer { CatalogFixture.remove(directory) }
        let keywords = (1...25).map { KeywordDTO(id: 1000 + $0, name: "word \(100 + $0)") }
        try JSONEncoder().encode(KeywordListDTO(id: 1, keywords: keywords))
            .write(to: directory.appendingPathComponent("movies/1.keywords.json"))
        let client = TMDbClient(transport: CatalogTMDbTransport(directory: directory))

        let first = try await client.get(.searchKeywords(query: "word", page: 1))
        let second = try await client.get(.searchKeywords(query: "word", page: 2))

        #expect(first.results.count == 20)
        #expect(first.results.first == KeywordDTO(id: 1001, name: "word 101"))
        #expect(second.results.map(\.id) == Array(1021...1025))
        #expect(second.totalPages == 2 && second.totalResults == 25)
        await #expect(throws: TMDbError.self) { try await client.get(.searchKeywords(query: "word", page: 501)) }
    }

    @Test func theStoreReadsEachTitlesKeywordsOnceFromItsOwnFolder() async throws {
        let directory = try DiscoverCatalogFixture.make()
        defer { CatalogFixture.remove(directory) }
        let store = CatalogStore(source: DirectoryCatalogFiles(directory: directory))

        #expect(await store.keywordIDs(folder: "movies", titleID: 3) == [825, 1721, 30])
        #expect(await store.keywordIDs(folder: "tv", titleID: 101) == [10051, 851, 228913])
        #expect(await store.keywordIDs(folder: "movies", titleID: 2).isEmpty)
        #expect(await store.keywordIDs(folder: "movies", titleID: 101).isEmpty)
        #expect(await store.searchKeywords(query: "dual").map(\.id) == [851])
    }
}
