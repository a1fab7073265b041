import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite struct CatalogLanguageTests {
    static let details = CatalogAnswer.ok(
        Data(#"{"id":550,"title":"Fight Club","overview":"An insomniac.","tagline":"Soap.","runtime":139}"#.utf8))

    private func language(_ value: String?) -> CatalogLanguage {
        CatalogLanguage(
            request: TMDbRequest(
                path: "/movie/550", queryItems: value.map { [URLQueryItem(name: "language", value: $0)] } ?? []))
    }

    @Test func leavesEnglishOrNoLanguageAsTheFileHasIt() {
        for value in ["en-US", "en-GB", "EN", nil] as [String?] {
            #expect(!language(value).isOtherThanEnglish)
            #expect(language(value).details(Self.details).body == Self.details.body)
        }
    }

    @Test func emptiesTheOverviewAndTaglineInAnotherLanguageAndKeepsTheRest() throws {
        let object = try CatalogJSON.object(language("pt-BR").details(Self.details))

        #expect(object["overview"] as? String == "" && object["tagline"] as? String == "")
        #expect(object["title"] as? String == "Fight Club" && object["runtime"] as? Int == 139)
    }

    @Test func passesAFailureOnAsItIs() {
        #expect(language("fr-FR").details(CatalogAnswer.notFound).statusCode == 404)
        #expect(CatalogLanguage.translations(of: CatalogAnswer.notFound, id: 1).statusCode == 404)
    }

    @Test func makesTheOneAmericanEnglishTranslationOfTheFile() throws {
        let object = try CatalogJSON.object(CatalogLanguage.translations(of: Self.details, id: 550))

        #expect(object["id"] as? Int == 550)
        let translations = try #require(object["translations"] as? [[String: Any]])
        #expect(translations.count == 1)
        #expect(translations[0]["iso_639_1"] as? String == "en" && translations[0]["iso_3166_1"] as? String == "US")
        let data = try #require(translations[0]["data"] as? [String: Any])
        #expect(data["overview"] as? String == "An insomniac." && data["tagline"] as? String == "Soap.")
        #expect(data["runtime"] as? Int == 139 && data["name"] == nil)
    }
}
