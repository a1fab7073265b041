import MoviesDomain
import TMDbKit

/// Maps a TMDb production-country DTO to the domain `ProductionCountry`.
struct ProductionCountryMapper {
    func map(_ dto: ProductionCountryDTO) -> ProductionCountry {
        ProductionCountry(countryCode: dto.iso31661, name: dto.name)
    }
}
