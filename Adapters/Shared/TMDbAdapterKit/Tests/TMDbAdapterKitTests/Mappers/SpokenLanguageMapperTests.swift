import CoreDomain
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("SpokenLanguageMapper")
struct SpokenLanguageMapperTests {
    @Test("the language's own name is kept")
    func ownName() {
        let dto = SpokenLanguageDTO(englishName: "German", iso6391: "de", name: "Deutsch")
        #expect(SpokenLanguageMapper().map(dto) == SpokenLanguage(languageCode: "de", name: "Deutsch"))
    }

    @Test("an empty name falls back to the English name, then the code")
    func fallbacks() {
        #expect(
            SpokenLanguageMapper().map(SpokenLanguageDTO(englishName: "French", iso6391: "fr", name: "")).name
                == "French")
        #expect(SpokenLanguageMapper().map(SpokenLanguageDTO(englishName: nil, iso6391: "xx", name: nil)).name == "xx")
    }
}
