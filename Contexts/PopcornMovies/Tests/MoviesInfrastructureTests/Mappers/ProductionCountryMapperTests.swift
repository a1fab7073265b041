import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("ProductionCountryMapper")
struct ProductionCountryMapperTests {
    let mapper = ProductionCountryMapper()

    @Test("an entity maps to a country")
    func entityToDomain() {
        #expect(
            mapper.map(MoviesProductionCountryEntity.mock(countryCode: "DE", name: "Germany"))
                == ProductionCountry(countryCode: "DE", name: "Germany"))
    }

    @Test("a country maps to an entity of its movie at its position")
    func domainToEntity() {
        let entity = mapper.map(ProductionCountry.mock(), movieID: 550, position: 1)
        #expect(
            entity
                == MoviesProductionCountryEntity(
                    movieID: 550, position: 1, countryCode: "US", name: "United States of America"
                ))
    }

    @Test("updating in place overwrites the country and position")
    func updateInPlace() {
        var entity = MoviesProductionCountryEntity.mock()
        mapper.map(ProductionCountry.mock(countryCode: "GB", name: "United Kingdom"), to: &entity, position: 2)
        #expect(
            entity
                == MoviesProductionCountryEntity(movieID: 550, position: 2, countryCode: "GB", name: "United Kingdom"))
    }
}
