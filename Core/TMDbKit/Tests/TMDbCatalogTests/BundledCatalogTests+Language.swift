import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The catalog's text is American English: in another language, details answer without the overview
/// and tagline (as TMDb does for a language it has no translation in) and `translations` lists the
/// English text, so screens fall back to it as they do on live TMDb.
extension BundledCatalogTests {
    private func send(_ path: String, _ items: [(String, String)]) async throws -> [String: Any] {
        let response = try await CatalogTMDbTransport.bundled().send(
            TMDbRequest(path: path, queryItems: items.map { URLQueryItem(name: $0.0, value: $0.1) }))
        #expect(response.statusCode == 200, "\(path)")
        return try CatalogJSON.object(response)
    }

    @Test func answersDetailsInAnotherLanguageWithoutTheEnglishOverviewAndTagline() async throws {
        let french = try await send("/movie/550", [("language", "fr-FR")])
        let english = try await send("/movie/550", [("language", "en-US")])
        let series = try await send("/tv/1396", [("language", "de")])

        #expect(french["overview"] as? String == "" && french["tagline"] as? String == "")
        #expect(french["title"] as? String == "Fight Club")
        #expect((english["overview"] as? String)?.isEmpty == false)
        #expect(series["overview"] as? String == "")
    }

    @Test func appendsTheOneEnglishTranslationWithTheTitlesText() async throws {
        let french = try await send("/movie/550", [("language", "fr-FR"), ("append_to_response", "translations")])
        let standalone = try await send("/tv/1396/translations", [])

        let appended = try #require(french["translations"] as? [String: Any])
        #expect(appended["id"] == nil)
        let translation = try #require((appended["translations"] as? [[String: Any]])?.first)
        #expect(translation["iso_639_1"] as? String == "en" && translation["iso_3166_1"] as? String == "US")
        let data = try #require(translation["data"] as? [String: Any])
        #expect((data["overview"] as? String)?.isEmpty == false)
        #expect(data["title"] as? String == "Fight Club")
        #expect(standalone["id"] as? Int == 1396)
        let seriesData = (standalone["translations"] as? [[String: Any]])?.first?["data"] as? [String: Any]
        #expect(seriesData?["name"] as? String == "Breaking Bad")
    }

    @Test func answersTranslationsOfAnUnknownTitleWithTMDbs404() async throws {
        let response = try await CatalogTMDbTransport.bundled().send(TMDbRequest(path: "/movie/424242/translations"))

        #expect(response.statusCode == 404)
    }
}
