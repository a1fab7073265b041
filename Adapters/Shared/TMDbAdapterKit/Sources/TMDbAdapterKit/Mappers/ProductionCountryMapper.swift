import CoreDomain
import TMDbKit

/// Maps a TMDb production-country DTO to the domain `ProductionCountry`.
public struct ProductionCountryMapper: Sendable {
    public init() {}

    public func map(_ dto: ProductionCountryDTO) -> ProductionCountry {
        ProductionCountry(countryCode: dto.iso31661, name: dto.name)
    }
}
