import MoviesDomain

/// Turns a domain `ProductionCountry` into `ProductionCountryDetails`.
struct ProductionCountryDetailsMapper {
    func map(_ entity: ProductionCountry) -> ProductionCountryDetails {
        ProductionCountryDetails(countryCode: entity.countryCode, name: entity.name)
    }
}
