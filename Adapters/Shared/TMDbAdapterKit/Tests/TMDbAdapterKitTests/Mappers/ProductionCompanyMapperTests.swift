import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("ProductionCompanyMapper")
struct ProductionCompanyMapperTests {
    @Test("a company keeps its id, name, country and logo path")
    func mapsCompany() {
        let dto = ProductionCompanyDTO(id: 508, logoPath: "/logo.png", name: "Regency Enterprises", originCountry: "US")
        #expect(
            ProductionCompanyMapper().map(dto)
                == ProductionCompany(
                    id: 508, name: "Regency Enterprises", originCountry: "US", logoPath: URL(string: "/logo.png")
                ))
    }

    @Test("a missing country becomes empty and a missing logo nil")
    func missingValues() {
        let dto = ProductionCompanyDTO(id: 1, logoPath: nil, name: "Studio", originCountry: nil)
        #expect(
            ProductionCompanyMapper().map(dto)
                == ProductionCompany(id: 1, name: "Studio", originCountry: "", logoPath: nil))
    }
}
