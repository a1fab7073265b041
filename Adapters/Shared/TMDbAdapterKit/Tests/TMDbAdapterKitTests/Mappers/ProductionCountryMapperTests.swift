import CoreDomain
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("ProductionCountryMapper")
struct ProductionCountryMapperTests {
    @Test("a country keeps its ISO code and name")
    func mapsCountry() {
        #expect(
            ProductionCountryMapper().map(ProductionCountryDTO(iso31661: "DE", name: "Germany"))
                == ProductionCountry(countryCode: "DE", name: "Germany"))
    }
}
