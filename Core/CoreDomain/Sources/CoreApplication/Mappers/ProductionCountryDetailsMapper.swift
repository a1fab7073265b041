import CoreDomain

/// Turns a domain `ProductionCountry` into `ProductionCountryDetails`.
public struct ProductionCountryDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: ProductionCountry) -> ProductionCountryDetails {
        ProductionCountryDetails(countryCode: entity.countryCode, name: entity.name)
    }
}
