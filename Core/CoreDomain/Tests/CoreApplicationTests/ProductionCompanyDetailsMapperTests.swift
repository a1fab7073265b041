import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreApplication

@Suite("ProductionCompanyDetailsMapper")
struct ProductionCompanyDetailsMapperTests {
    @Test("a company keeps its fields and its logo resolves with the logo sizes")
    func mapsCompany() throws {
        let company = ProductionCompany(
            id: 508, name: "Regency", originCountry: "US", logoPath: URL(string: "/logo.png"))
        let details = ProductionCompanyDetailsMapper().map(company, imagesConfiguration: .mock())
        #expect(details.id == 508)
        #expect(details.name == "Regency")
        #expect(details.originCountry == "US")
        let logo = try #require(details.logoURLSet)
        #expect(logo.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/logo.png")
        #expect(logo.detail.absoluteString == "https://image.tmdb.org/t/p/w500/logo.png")
    }

    @Test("no logo gives no URL set")
    func noLogo() {
        let company = ProductionCompany(id: 1, name: "Studio")
        #expect(ProductionCompanyDetailsMapper().map(company, imagesConfiguration: .mock()).logoURLSet == nil)
    }
}
