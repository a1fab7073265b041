import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// `append_to_response` in ``CatalogTMDbTransport``: the details object with each known part the
/// catalog holds under its TMDb name, as its own endpoint answers it without its `id`; parts the
/// catalog does not hold left out, names TMDb does not document ignored.
extension CatalogTMDbTransportTests {
    private func send(_ path: String, append: String?, _ query: [String: String] = [:]) async throws
        -> TMDbResponse
    {
        var items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        if let append {
            items.append(URLQueryItem(name: "append_to_response", value: append))
        }
        return try await transport.send(TMDbRequest(path: path, queryItems: items))
    }

    /// The answer of `path` itself, as a JSON object without its `id`: what an appended part holds.
    private func partWithoutID(_ path: String, _ query: [String: String] = [:]) async throws -> String {
        var part = try CatalogJSON.object(await send(path, append: nil, query))
        part["id"] = nil
        return try CatalogJSON.text(part)
    }

    @Test func appendsEveryPartOfAMovieTheCatalogHolds() async throws {
        let names = "credits,release_dates,images,recommendations,similar,watch/providers"
        let response = try await send("/movie/550", append: names)
        let body = try CatalogJSON.object(response)

        #expect(response.statusCode == 200)
        for name in names.split(separator: ",").map(String.init) {
            let part = try #require(body[name] as? [String: Any], "\(name) is appended")
            let own = try await partWithoutID("/movie/550/\(name)")
            #expect(try CatalogJSON.text(part) == own, "\(name) as its endpoint has it")
            #expect(!part.keys.contains("id"), "\(name) has no id of its own")
        }
        #expect(Set(body.keys).isSuperset(of: ["title", "runtime", "genres"]))
    }

    @Test func keepsTheDetailsOfAnAppendedMovieAsTheyAre() async throws {
        let plain = try await client.get(.movieDetails(id: 550, language: nil))
        let response = try await send("/movie/550", append: "credits,release_dates,images,watch/providers")

        #expect(try JSONDecoder().decode(MovieDetailsDTO.self, from: response.body) == plain)
        #expect(try CatalogJSON.object(response)["id"] as? Int == 550)
    }

    @Test func leavesOutTheMovieFilesTheCatalogDoesNotHold() async throws {
        let body = try CatalogJSON.object(
            await send("/movie/603", append: "release_dates,images,watch/providers,credits,recommendations"))

        let credits = try await partWithoutID("/movie/603/credits")
        #expect(!body.keys.contains("release_dates"))
        #expect(!body.keys.contains("images"))
        #expect(!body.keys.contains("watch/providers"))
        #expect(try CatalogJSON.text(#require(body["credits"])) == credits)
        #expect((body["recommendations"] as? [String: Any])?["total_results"] as? Int == 0)
    }

    @Test(arguments: [
        "videos,keywords,external_ids", "content_ratings,aggregate_credits,combined_credits",
        "Credits,CREDITS,credits/x,../credits,,", "",
    ])
    func ignoresNamesTMDbDoesNotDocumentForAMovie(names: String) async throws {
        let plain = try await send("/movie/550", append: nil)
        let appended = try await send("/movie/550", append: names)

        #expect(appended.statusCode == 200)
        #expect(try CatalogJSON.text(CatalogJSON.object(appended)) == CatalogJSON.text(CatalogJSON.object(plain)))
    }

    @Test func appendsEachNamedPartOnceWhateverTheSpacingAndTheRepeats() async throws {
        let body = try CatalogJSON.object(await send("/movie/550", append: " release_dates ,images,release_dates"))

        #expect(body.keys.contains("release_dates"))
        #expect(body.keys.contains("images"))
        #expect(!body.keys.contains("credits"))
    }

    @Test func readsNoMoreThanTwentyNames() async throws {
        let twenty = Array(repeating: "videos", count: 20).joined(separator: ",")
        let body = try CatalogJSON.object(await send("/movie/550", append: twenty + ",credits"))

        #expect(!body.keys.contains("credits"))
    }

    @Test func filtersAppendedImagesByTheRequestsLanguages() async throws {
        let query = ["language": "en-US", "include_image_language": "en,null"]
        let body = try CatalogJSON.object(await send("/movie/550", append: "images", query))
        let images = try #require(body["images"] as? [String: Any])

        #expect(CatalogJSON.filePaths(images, "posters") == ["/poster-en.jpg"])
        let own = try await partWithoutID("/movie/550/images", query)
        #expect(CatalogJSON.filePaths(images, "logos") == ["/logo-en.png", "/logo-none.png"])
        #expect(try CatalogJSON.text(images) == own)
    }

    @Test func appendsEveryPartOfASeriesTheCatalogHolds() async throws {
        let names = "aggregate_credits,credits,content_ratings,images,recommendations,similar,watch/providers"
        let body = try CatalogJSON.object(await send("/tv/1396", append: names))

        for name in names.split(separator: ",").map(String.init) {
            let part = try #require(body[name], "\(name) is appended")
            let own = try await partWithoutID("/tv/1396/\(name)")
            #expect(try CatalogJSON.text(part) == own, "\(name) as its endpoint has it")
        }
        #expect(body["name"] as? String == "Breaking Bad")
    }

    @Test func appendsTheSeasonsOfASeriesWithTheirOwnIDsAndLeavesOutThoseItDoesNotHold() async throws {
        let body = try CatalogJSON.object(await send("/tv/1396", append: "season/1,credits,season/9"))

        let season = try CatalogJSON.text(CatalogJSON.object(await send("/tv/1396/season/1", append: nil)))
        #expect(try CatalogJSON.text(#require(body["season/1"])) == season)
        #expect(body.keys.contains("credits"))
        #expect(!body.keys.contains("season/9"))
        #expect(body["name"] as? String == "Breaking Bad")
    }

    @Test func leavesOutTheSeriesFilesTheCatalogDoesNotHold() async throws {
        let body = try CatalogJSON.object(
            await send("/tv/87108", append: "content_ratings,images,watch/providers,credits,release_dates"))

        #expect(Set(body.keys).isDisjoint(with: ["content_ratings", "images", "watch/providers", "credits"]))
        #expect(!body.keys.contains("release_dates"))
        #expect(body["name"] as? String == "Chernobyl")
    }

    @Test func appendsAPersonsCombinedCreditsAndPhotos() async throws {
        let body = try CatalogJSON.object(await send("/person/287", append: "combined_credits,images,credits"))

        let credits = try await partWithoutID("/person/287/combined_credits")
        let images = try await partWithoutID("/person/287/images")
        #expect(try CatalogJSON.text(#require(body["combined_credits"])) == credits)
        #expect(try CatalogJSON.text(#require(body["images"])) == images)
        #expect(!body.keys.contains("credits"))
        #expect(body["name"] as? String == "Brad Pitt")
    }

    @Test func leavesOutThePhotosOfAPersonTheCatalogHasNoneOf() async throws {
        let body = try CatalogJSON.object(await send("/person/84497", append: "images,combined_credits"))

        #expect(!body.keys.contains("images"))
        #expect(body.keys.contains("combined_credits"))
    }

    @Test func leavesSeasonCreditsOutAndIgnoresOtherSeasonParts() async throws {
        let plain = try await send("/tv/1396/season/1", append: nil)
        let appended = try await send("/tv/1396/season/1", append: "credits,images,videos")

        #expect(appended.statusCode == 200)
        #expect(try CatalogJSON.text(CatalogJSON.object(appended)) == CatalogJSON.text(CatalogJSON.object(plain)))
    }

    @Test func ignoresNamesTMDbDoesNotDocumentForAnEpisode() async throws {
        let plain = try await send("/tv/1396/season/1/episode/2", append: nil)
        let appended = try await send("/tv/1396/season/1/episode/2", append: "images,videos,aggregate_credits")

        #expect(appended.statusCode == 200)
        #expect(try CatalogJSON.text(CatalogJSON.object(appended)) == CatalogJSON.text(CatalogJSON.object(plain)))
    }

    @Test(arguments: [
        "/movie/424242", "/tv/424242", "/person/424242", "/tv/1396/season/9", "/tv/1396/season/1/episode/99",
    ])
    func answersAnUnknownResourceWithNotFoundWhateverIsAppended(path: String) async throws {
        let response = try await send(path, append: "credits,images")

        #expect(response.statusCode == 404)
    }
}
