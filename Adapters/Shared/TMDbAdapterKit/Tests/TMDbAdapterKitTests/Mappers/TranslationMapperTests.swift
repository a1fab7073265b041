import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("TranslationMapper")
struct TranslationMapperTests {
    @Test("A movie's translation keeps every field; empty text and a zero runtime become nil")
    func movieTranslation() {
        let list = TranslationListDTO(translations: [
            TranslationDTO(
                iso31661: "US", iso6391: "en", name: "English", englishName: "English",
                data: TranslationDataDTO(
                    title: "", overview: "An insomniac.", tagline: "Mischief. Mayhem. Soap.",
                    homepage: "http://www.foxmovies.com/movies/fight-club", runtime: 139)),
            TranslationDTO(
                iso31661: "", iso6391: "fr", data: TranslationDataDTO(title: "Fight Club", overview: "", runtime: 0)),
        ])

        #expect(
            TranslationMapper().map(list) == [
                Translation(
                    languageCode: "en", countryCode: "US", englishName: "English", overview: "An insomniac.",
                    tagline: "Mischief. Mayhem. Soap.",
                    homepageURL: URL(string: "http://www.foxmovies.com/movies/fight-club"),
                    runtime: 139),
                Translation(languageCode: "fr", title: "Fight Club"),
            ])
    }

    @Test("Only the English translations are kept when asked for English alone")
    func englishOnly() {
        let list = TranslationListDTO(translations: [
            TranslationDTO(iso31661: "FR", iso6391: "fr"), TranslationDTO(iso31661: "US", iso6391: "en"),
            TranslationDTO(iso31661: "GB", iso6391: "EN"),
        ])

        #expect(TranslationMapper().mapEnglish(list).map(\.countryCode) == ["US", "GB"])
    }

    @Test("A series' name is its translation's title, and a translation without data keeps its language")
    func seriesTranslation() {
        let mapper = TranslationMapper()

        #expect(
            mapper.map(TranslationDTO(iso6391: "en", data: TranslationDataDTO(name: "Breaking Bad"))).title
                == "Breaking Bad")
        #expect(mapper.map(TranslationDTO(iso6391: "de")) == Translation(languageCode: "de"))
    }
}
