import Foundation
import Testing

@testable import TMDbKit

@Suite struct TranslationListDTOTests {
    @Test
    func decodesEachLanguagesFieldsAndDropsATranslationWithoutALanguage() throws {
        let list = try TMDbJSON.decode(TranslationListDTO.self, from: Fixture.data("movie-translations-550"))

        #expect(list.id == 550)
        #expect(list.translations.map(\.iso6391) == ["fr", "en"])
        let english = try #require(list.translations.last)
        #expect(english.iso31661 == "US" && english.englishName == "English")
        #expect(english.data?.tagline == "Mischief. Mayhem. Soap.")
        #expect(english.data?.runtime == 139)
        #expect(list.translations.first?.data?.overview == "")
    }

    @Test
    func decodesASeriesTranslationsName() throws {
        let list = try TMDbJSON.decode(
            TranslationListDTO.self,
            json: #"{"translations":[{"iso_639_1":"en","data":{"name":"Breaking Bad","overview":"A teacher."}}]}"#)

        #expect(list.id == nil)
        #expect(list.translations.first?.data == TranslationDataDTO(name: "Breaking Bad", overview: "A teacher."))
    }
}
