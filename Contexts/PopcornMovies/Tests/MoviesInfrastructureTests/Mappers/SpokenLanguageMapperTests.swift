import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("SpokenLanguageMapper")
struct SpokenLanguageMapperTests {
    let mapper = SpokenLanguageMapper()

    @Test("an entity maps to a spoken language")
    func entityToDomain() {
        #expect(
            mapper.map(MoviesSpokenLanguageEntity.mock(languageCode: "fr", name: "Français"))
                == SpokenLanguage(languageCode: "fr", name: "Français"))
    }

    @Test("a spoken language maps to an entity of its movie at its position")
    func domainToEntity() {
        let entity = mapper.map(SpokenLanguage.mock(), movieID: 550, position: 1)
        #expect(entity == MoviesSpokenLanguageEntity(movieID: 550, position: 1, languageCode: "en", name: "English"))
    }

    @Test("updating in place overwrites the language and position")
    func updateInPlace() {
        var entity = MoviesSpokenLanguageEntity.mock()
        mapper.map(SpokenLanguage.mock(languageCode: "de", name: "Deutsch"), to: &entity, position: 3)
        #expect(entity == MoviesSpokenLanguageEntity(movieID: 550, position: 3, languageCode: "de", name: "Deutsch"))
    }
}
