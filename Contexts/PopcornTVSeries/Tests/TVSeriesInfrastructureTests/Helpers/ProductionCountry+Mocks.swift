import CoreDomain
import TVSeriesDomain

extension ProductionCountry {
    static func mock(countryCode: String = "US", name: String = "United States of America") -> ProductionCountry {
        ProductionCountry(countryCode: countryCode, name: name)
    }
}
