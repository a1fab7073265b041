import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite struct CatalogImageLanguagesTests {
    private func languages(_ query: [String: String]) -> CatalogImageLanguages? {
        let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return CatalogImageLanguages(request: TMDbRequest(path: "/movie/1/images", queryItems: items))
    }

    private let images = Data(
        #"""
        {"id":1,"posters":[{"file_path":"/en.jpg","iso_639_1":"en"},{"file_path":"/none.jpg","iso_639_1":null},
        {"file_path":"/fr.jpg","iso_639_1":"fr"},{"file_path":"/empty.jpg","iso_639_1":""},{"file_path":"/bare.jpg"}],
        "backdrops":[{"file_path":"/b.jpg","iso_639_1":null}],"logos":[{"file_path":"/EN.png","iso_639_1":"EN"}],
        "profiles":[{"file_path":"/p.jpg","iso_639_1":"de"}]}
        """#.utf8)

    private func kept(_ languages: CatalogImageLanguages?, _ key: String) throws -> [String] {
        let languages = try #require(languages)
        let filtered = try #require(languages.filter(images))
        let object = try #require(try JSONSerialization.jsonObject(with: filtered) as? [String: Any])
        return CatalogJSON.filePaths(object, key)
    }

    @Test func asksForNoLanguageWithoutEitherParameter() {
        #expect(languages([:]) == nil)
        #expect(languages(["language": "", "include_image_language": ""]) == nil)
        #expect(languages(["page": "2"]) == nil)
    }

    @Test func keepsTheLanguagesPrimarySubtagOnly() {
        #expect(languages(["language": "en-US"])?.kept == ["en"])
        #expect(languages(["language": "PT-br"])?.kept == ["pt"])
    }

    @Test func addsTheIncludedLanguagesAndNullForImagesWithoutText() {
        #expect(
            languages(["language": "de-DE", "include_image_language": "en, null,fr-FR"])?.kept == [
                "de", "en", nil, "fr",
            ])
        #expect(languages(["include_image_language": "null"])?.kept == [nil])
    }

    @Test func keepsTheImagesInTheLanguagesAsked() throws {
        #expect(try kept(languages(["language": "en-US"]), "posters") == ["/en.jpg"])
        #expect(try kept(languages(["language": "en-US"]), "logos") == ["/EN.png"])
        #expect(try kept(languages(["language": "en-US"]), "backdrops").isEmpty)
    }

    @Test func readsAnEmptyOrMissingLanguageAsNoText() throws {
        #expect(
            try kept(languages(["include_image_language": "null"]), "posters") == [
                "/none.jpg", "/empty.jpg", "/bare.jpg",
            ])
    }

    @Test func leavesAPersonsProfilesAndOtherMembersAsTheyAre() throws {
        let english = try #require(languages(["language": "en"]))
        let filtered = try #require(english.filter(images))
        let object = try #require(try JSONSerialization.jsonObject(with: filtered) as? [String: Any])

        #expect(CatalogJSON.filePaths(object, "profiles") == ["/p.jpg"])
        #expect(object["id"] as? Int == 1)
    }

    @Test func refusesABodyThatIsNotAnObject() throws {
        let english = try #require(languages(["language": "en"]))

        #expect(english.filter(Data("[1]".utf8)) == nil)
    }
}
