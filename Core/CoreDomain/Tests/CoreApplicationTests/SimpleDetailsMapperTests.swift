import CoreDomain
import Testing

@testable import CoreApplication

@Suite("Genre, country and language details mappers")
struct SimpleDetailsMapperTests {
    @Test("a genre keeps its id and name")
    func genre() {
        #expect(GenreDetailsMapper().map(Genre(id: 18, name: "Drama")) == GenreDetails(id: 18, name: "Drama"))
    }

    @Test("a production country keeps its code and name")
    func country() {
        #expect(
            ProductionCountryDetailsMapper().map(ProductionCountry(countryCode: "DE", name: "Germany"))
                == ProductionCountryDetails(countryCode: "DE", name: "Germany"))
    }

    @Test("a spoken language keeps its code and name")
    func language() {
        #expect(
            SpokenLanguageDetailsMapper().map(SpokenLanguage(languageCode: "ja", name: "日本語"))
                == SpokenLanguageDetails(languageCode: "ja", name: "日本語"))
    }
}
