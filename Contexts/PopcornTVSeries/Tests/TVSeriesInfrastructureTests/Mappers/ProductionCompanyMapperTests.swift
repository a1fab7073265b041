import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("ProductionCompanyMapper")
struct ProductionCompanyMapperTests {
    let mapper = ProductionCompanyMapper()

    @Test("an entity maps to a production company with its logo as a URL")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesProductionCompanyEntity.mock())
                == ProductionCompany(
                    id: 11_073, name: "Sony Pictures Television Studios", originCountry: "US",
                    logoPath: URL(string: "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png")))
    }

    @Test("a production company maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(
            mapper.map(
                ProductionCompany.mock(
                    id: 11_073, name: "Sony Pictures Television Studios",
                    logoPath: URL(string: "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png")),
                tvSeriesID: 1396, position: 1)
                == TVSeriesProductionCompanyEntity.mock(position: 1))
    }

    @Test("updating in place overwrites the company and position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesProductionCompanyEntity.mock()
        let company = ProductionCompany(id: 33_742, name: "High Bridge Productions")

        mapper.map(company, to: &entity, position: 1)

        #expect(
            entity
                == TVSeriesProductionCompanyEntity(
                    tvSeriesID: 1396, position: 1, productionCompanyID: 33_742, name: "High Bridge Productions",
                    originCountry: "", logoPath: nil))
        #expect(mapper.map(entity) == company)
    }
}
