import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("ProductionCountryMapper")
struct ProductionCountryMapperTests {
    let mapper = ProductionCountryMapper()

    @Test("an entity maps to a production country")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesProductionCountryEntity.mock())
                == ProductionCountry(countryCode: "US", name: "United States of America"))
    }

    @Test("a production country maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(
            mapper.map(ProductionCountry.mock(), tvSeriesID: 1396, position: 4)
                == TVSeriesProductionCountryEntity.mock(position: 4))
    }

    @Test("updating in place overwrites the country and position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesProductionCountryEntity.mock()
        mapper.map(ProductionCountry(countryCode: "GB", name: "United Kingdom"), to: &entity, position: 1)
        #expect(
            entity
                == TVSeriesProductionCountryEntity(
                    tvSeriesID: 1396, position: 1, countryCode: "GB", name: "United Kingdom"))
    }
}
