import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("ProductionCompanyMapper")
struct ProductionCompanyMapperTests {
    let mapper = ProductionCompanyMapper()

    @Test("an entity maps to a company with its logo path")
    func entityToDomain() {
        #expect(
            mapper.map(MoviesProductionCompanyEntity.mock())
                == ProductionCompany(
                    id: 711,
                    name: "Fox 2000 Pictures",
                    originCountry: "US",
                    logoPath: URL(string: "/tEiIH5QesdheJmDAqQwvtN60727.png")
                ))
    }

    @Test("a company maps to an entity of its movie at its position")
    func domainToEntity() {
        let entity = mapper.map(ProductionCompany.mock(), movieID: 550, position: 1)
        #expect(entity == MoviesProductionCompanyEntity.mock(movieID: 550, position: 1))
    }

    @Test("updating in place overwrites the company and position")
    func updateInPlace() {
        var entity = MoviesProductionCompanyEntity.mock(position: 0)
        let company = ProductionCompany.mock(id: 508, name: "Regency Enterprises", originCountry: "", logoPath: nil)
        mapper.map(company, to: &entity, position: 4)
        #expect(
            entity
                == MoviesProductionCompanyEntity(
                    movieID: 550, position: 4, productionCompanyID: 508, name: "Regency Enterprises", originCountry: "",
                    logoPath: nil
                ))
    }

    @Test("a missing logo path stays missing both ways")
    func nilLogoPath() {
        #expect(mapper.map(MoviesProductionCompanyEntity.mock(logoPath: nil)).logoPath == nil)
        #expect(mapper.map(ProductionCompany.mock(logoPath: nil), movieID: 550, position: 0).logoPath == nil)
    }
}
