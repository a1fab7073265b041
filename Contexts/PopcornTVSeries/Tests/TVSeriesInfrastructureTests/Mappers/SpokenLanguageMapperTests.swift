import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("SpokenLanguageMapper")
struct SpokenLanguageMapperTests {
    let mapper = SpokenLanguageMapper()

    @Test("an entity maps to a spoken language")
    func entityToDomain() {
        #expect(mapper.map(TVSeriesSpokenLanguageEntity.mock()) == SpokenLanguage(languageCode: "en", name: "English"))
    }

    @Test("a spoken language maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(
            mapper.map(SpokenLanguage.mock(), tvSeriesID: 1396, position: 1)
                == TVSeriesSpokenLanguageEntity.mock(position: 1))
    }

    @Test("updating in place overwrites the language and position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesSpokenLanguageEntity.mock()
        mapper.map(SpokenLanguage(languageCode: "es", name: "Spanish"), to: &entity, position: 1)
        #expect(
            entity == TVSeriesSpokenLanguageEntity(tvSeriesID: 1396, position: 1, languageCode: "es", name: "Spanish"))
    }
}
