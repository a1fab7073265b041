import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The part endpoints of ``CatalogTMDbTransport`` against the small test catalog: release dates,
/// content ratings, watch providers and images from their files (images filtered by language),
/// recommendations and similar titles derived from the catalog, 404 for what it does not hold.
extension CatalogTMDbTransportTests {
    private func get(_ path: String, _ query: [String: String] = [:]) async throws -> TMDbResponse {
        let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return try await transport.send(TMDbRequest(path: path, queryItems: items))
    }

    private func fileText(_ path: String) throws -> String {
        try CatalogJSON.text(CatalogJSON.object(inFile: path, below: CatalogFixture.smallCatalog()))
    }

    @Test(arguments: [
        ("/movie/550/release_dates", "movies/550.release_dates.json"),
        ("/movie/550/watch/providers", "movies/550.watch_providers.json"),
        ("/movie/550/images", "movies/550.images.json"), ("/tv/1396/content_ratings", "tv/1396.content_ratings.json"),
        ("/tv/1396/watch/providers", "tv/1396.watch_providers.json"), ("/tv/1396/images", "tv/1396.images.json"),
        ("/person/287/images", "people/287.images.json"),
    ])
    func answersAPartFromTheFileNextToTheTitles(path: String, file: String) async throws {
        let response = try await get(path)

        #expect(response.statusCode == 200)
        #expect(try CatalogJSON.text(CatalogJSON.object(response)) == fileText(file))
    }

    @Test func keepsAWatchProvidersNullLinkAndMissingSections() async throws {
        let providers = try CatalogJSON.object(await get("/movie/550/watch/providers"))
        let results = try #require(providers["results"] as? [String: Any])
        let britain = try #require(results["GB"] as? [String: Any])

        #expect(providers["id"] as? Int == 550)
        #expect(britain["link"] is NSNull)
        #expect(!britain.keys.contains("flatrate"))
        #expect(((britain["rent"] as? [[String: Any]])?.first?["provider_name"] as? String) == "Apple TV")
    }

    @Test(arguments: [
        "/movie/603/release_dates", "/movie/603/images", "/movie/603/watch/providers", "/movie/424242/release_dates",
        "/movie/424242/recommendations", "/movie/424242/similar", "/tv/87108/content_ratings", "/tv/87108/images",
        "/tv/87108/watch/providers", "/tv/424242/recommendations", "/tv/424242/similar", "/person/84497/images",
        "/person/424242/images",
    ])
    func answersAPartTheCatalogDoesNotHoldWithTMDbsNotFound(path: String) async throws {
        let response = try await get(path)

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
    }

    @Test func keepsEveryImageWhenNoLanguageIsAsked() async throws {
        let images = try CatalogJSON.object(await get("/movie/550/images"))

        #expect(CatalogJSON.filePaths(images, "posters") == ["/poster-en.jpg", "/poster-fr.jpg", "/poster-pt.jpg"])
        #expect(CatalogJSON.filePaths(images, "logos") == ["/logo-en.png", "/logo-de.png", "/logo-none.png"])
        #expect(CatalogJSON.filePaths(images, "backdrops") == ["/backdrop-none.jpg", "/backdrop-en.jpg"])
    }

    @Test func keepsOnlyTheLanguagesImagesAsTMDbDoes() async throws {
        let images = try CatalogJSON.object(await get("/movie/550/images", ["language": "en-US"]))

        #expect(CatalogJSON.filePaths(images, "posters") == ["/poster-en.jpg"])
        #expect(CatalogJSON.filePaths(images, "logos") == ["/logo-en.png"])
        #expect(CatalogJSON.filePaths(images, "backdrops") == ["/backdrop-en.jpg"])
        #expect(images["id"] as? Int == 550)
    }

    @Test func addsTheIncludedImageLanguagesAndImagesWithoutText() async throws {
        let images = try CatalogJSON.object(
            await get("/movie/550/images", ["language": "de-DE", "include_image_language": "fr,null"]))

        #expect(CatalogJSON.filePaths(images, "posters") == ["/poster-fr.jpg"])
        #expect(CatalogJSON.filePaths(images, "logos") == ["/logo-de.png", "/logo-none.png"])
        #expect(CatalogJSON.filePaths(images, "backdrops") == ["/backdrop-none.jpg"])
    }

    @Test func neverFiltersAPersonsPhotosByLanguage() async throws {
        let images = try CatalogJSON.object(await get("/person/287/images", ["language": "fr-FR"]))

        #expect(CatalogJSON.filePaths(images, "profiles") == ["/profile-none.jpg", "/profile-en.jpg"])
    }

    @Test(arguments: ["recommendations", "similar"])
    func answersRelatedTitlesWithAnEmptyPageWhenNoneShareAGenre(part: String) async throws {
        let page = try JSONDecoder().decode(
            PagedResponseDTO<MovieListItemDTO>.self, from: await get("/movie/550/\(part)").body)

        #expect(page.results.isEmpty)
        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 0)
    }

    @Test(arguments: ["recommendations", "similar"])
    func answersASeriesRelatedSeriesByGenreAndPopularity(part: String) async throws {
        let page = try JSONDecoder().decode(
            PagedResponseDTO<TVSeriesListItemDTO>.self, from: await get("/tv/87108/\(part)").body)

        #expect(page.results.map(\.id) == [1396, 71446])
        #expect(page.results.first?.name == "Breaking Bad")
        #expect(page.totalResults == 2)
    }

    @Test(arguments: [
        "/movie/1/recommendations", "/movie/1/similar", "/tv/1/recommendations", "/tv/1/similar",
    ])
    func pagesRelatedTitlesTwentyAtATime(path: String) async throws {
        let directory = try CatalogFixture.generatedCatalog(count: 27)
        defer { CatalogFixture.remove(directory) }
        let transport = CatalogTMDbTransport(directory: directory)
        let decoder = JSONDecoder()

        let first = try decoder.decode(
            PagedResponseDTO<IdentifiedRow>.self, from: await transport.send(TMDbRequest(path: path)).body)
        let second = try decoder.decode(
            PagedResponseDTO<IdentifiedRow>.self,
            from: await transport.send(TMDbRequest(path: path, queryItems: [URLQueryItem(name: "page", value: "2")]))
                .body)
        let outOfRange = try await transport.send(
            TMDbRequest(path: path, queryItems: [URLQueryItem(name: "page", value: "0")]))

        #expect(first.results.map(\.id) == Array(2...21))
        #expect(second.results.map(\.id) == Array(22...27))
        #expect([first.totalPages, second.totalPages] == [Int](repeating: 2, count: 2))
        #expect([first.totalResults, second.totalResults] == [Int](repeating: 26, count: 2))
        #expect(outOfRange.statusCode == 400)
    }

    @Test func ranksRelatedTitlesByGenresInCommonThenPopularityThenID() async throws {
        let directory = try RelatedCatalogFixture.make()
        defer { CatalogFixture.remove(directory) }
        let transport = CatalogTMDbTransport(directory: directory)

        let response = try await transport.send(TMDbRequest(path: "/movie/1/recommendations"))
        let related = try JSONDecoder().decode(PagedResponseDTO<MovieListItemDTO>.self, from: response.body)

        #expect(related.results.map(\.id) == [6, 2, 3, 4])
        #expect(related.results.first == MovieListItemDTO(details: RelatedCatalogFixture.movies[5]))
    }
}
