import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// Fight Club's keywords in the real catalog, TMDb's own example answer for `/movie/550/keywords`:
/// served on their own, appended to the details, searched by name and filtered on by discover.
extension BundledCatalogTests {
    /// The fifteen keywords of TMDb's example answer, in its order.
    static let fightClubKeywords: [(id: Int, name: String)] = [
        (818, "based on novel or book"), (825, "support group"), (851, "dual identity"), (1541, "nihilism"),
        (1721, "fight"), (3927, "rage and hate"), (4142, "insomnia"), (4565, "dystopia"), (9181, "alter ego"),
        (11687, "breaking the fourth wall"), (34117, "cult film"), (156761, "split personality"),
        (179173, "quitting a job"), (212803, "dissociative identity disorder"), (260426, "self destructiveness"),
    ]

    /// `(id, name)` of each keyword in a `{"keywords": [...]}` object.
    private func keywords(_ object: [String: Any]) -> [String] {
        ((object["keywords"] as? [[String: Any]]) ?? []).map {
            "\($0["id"] as? Int ?? 0) \($0["name"] as? String ?? "")"
        }
    }

    private var expectedKeywords: [String] {
        Self.fightClubKeywords.map { "\($0.id) \($0.name)" }
    }

    @Test func servesFightClubsFifteenKeywordsInTMDbsOrder() async throws {
        let response = try await CatalogTMDbTransport.bundled().send(TMDbRequest(path: "/movie/550/keywords"))
        let object = try CatalogJSON.object(response)

        #expect(response.statusCode == 200)
        #expect(object["id"] as? Int == 550)
        #expect(keywords(object) == expectedKeywords)
    }

    @Test func appendsFightClubsKeywordsToItsDetailsWithoutTheID() async throws {
        let response = try await CatalogTMDbTransport.bundled().send(
            TMDbRequest(
                path: "/movie/550",
                queryItems: [URLQueryItem(name: "append_to_response", value: "credits,keywords,videos")]))
        let body = try CatalogJSON.object(response)
        let appended = try #require(body["keywords"] as? [String: Any])

        #expect(appended["id"] == nil)
        #expect(keywords(appended) == expectedKeywords)
        let details = try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: response.body)
        #expect(details.keywords?.keywords.map(\.id) == Self.fightClubKeywords.map { $0.id })
    }

    @Test func findsFightClubsKeywordsByName() async throws {
        let group = try await client.get(.searchKeywords(query: "Support Group", page: 1))
        let identity = try await client.get(.searchKeywords(query: "identity", page: 1))
        let heist = try await client.get(.searchKeywords(query: "heist", page: 1))

        #expect(group.results == [KeywordDTO(id: 825, name: "support group")])
        #expect(identity.results.map(\.name) == ["dissociative identity disorder", "dual identity"])
        #expect(heist.results.isEmpty && heist.totalResults == 0)
    }

    @Test func discoversFightClubAloneByAnyOfItsKeywords() async throws {
        let support = try await client.get(
            .discoverMovies([URLQueryItem(name: "with_keywords", value: "825")], language: nil))
        let both = try await client.get(
            .discoverMovies([URLQueryItem(name: "with_keywords", value: "825,1721")], language: nil))
        let series = try await client.get(
            .discoverTVSeries([URLQueryItem(name: "with_keywords", value: "825")], language: nil))

        #expect(support.results.map(\.id) == [550])
        #expect(both.results.map(\.id) == [550])
        #expect(series.results.isEmpty)
    }
}
