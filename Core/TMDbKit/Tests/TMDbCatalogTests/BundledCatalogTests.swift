import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// Checks the real catalog (`Sources/TMDbCatalogFiles/Catalog`), through `bundled()` exactly
/// as the CLI loads it, against its files on disk: every file must decode and every list entry
/// must lead to a movie.
@Suite struct BundledCatalogTests {
    let client: TMDbClient
    let directory: URL

    init() throws {
        client = TMDbClient(transport: CatalogTMDbTransport.bundled())
        directory = CatalogSourceFolder.url
    }

    private func movieIDs() throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("movies").path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".credits.json") }
            .compactMap { Int($0.dropLast(".json".count)) }
            .sorted()
    }

    @Test func servesAConfigurationWithImageSizes() async throws {
        let configuration = try await client.get(.configuration)

        #expect(configuration.images.secureBaseURL?.hasPrefix("https://") == true)
        #expect(!configuration.images.posterSizes.isEmpty)
        #expect(!configuration.images.backdropSizes.isEmpty)
        #expect(!configuration.images.profileSizes.isEmpty)
    }

    @Test func holdsMovies() throws {
        #expect(try !movieIDs().isEmpty)
    }

    @Test func decodesEveryMovieAndItsCredits() async throws {
        for id in try movieIDs() {
            let movie = try await client.get(.movieDetails(id: id, language: nil))
            let file = try Data(contentsOf: directory.appendingPathComponent("movies/\(id).json"))
            #expect(
                try JSONDecoder().decode(MovieDetailsDTO.self, from: file) == movie, "movies/\(id).json decodes alike")
            #expect(movie.id == id, "movies/\(id).json holds id \(movie.id)")
            #expect(!movie.title.isEmpty, "movies/\(id).json has an empty title")
            if FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("movies/\(id).credits.json").path)
            {
                let credits = try await client.get(.movieCredits(id: id, language: nil))
                let file = try Data(contentsOf: directory.appendingPathComponent("movies/\(id).credits.json"))
                #expect(try JSONDecoder().decode(MovieCreditsDTO.self, from: file) == credits)
                #expect(credits.id == id, "movies/\(id).credits.json holds id \(credits.id)")
            }
        }
    }

    @Test func servesEveryCuratedListWithMoviesThatExist() async throws {
        for list in TMDbMovieList.allCases {
            let page = try await client.get(.movieList(list, page: 1, language: nil))
            #expect(page.results.count == min(20, page.totalResults), "\(list.rawValue) page 1")
            for item in page.results {
                _ = try await client.get(.movieDetails(id: item.id, language: nil))
            }
        }
        let popular = try await client.get(.movieList(.popular, page: 1, language: nil))
        #expect(!popular.results.isEmpty)
    }

    @Test func findsAPopularMovieByItsTitle() async throws {
        let popular = try await client.get(.movieList(.popular, page: 1, language: nil))
        let movie = try #require(popular.results.first)

        let found = try await client.get(.searchMovies(query: movie.title, year: nil, page: 1, language: nil))

        #expect(found.results.contains { $0.id == movie.id })
    }

    @Test func answersAnUnknownMovieWithNotFound() async throws {
        let unknown = (try movieIDs().max() ?? 0) + 1

        await #expect(throws: TMDbError.self) { try await client.get(.movieDetails(id: unknown, language: nil)) }
    }
}
