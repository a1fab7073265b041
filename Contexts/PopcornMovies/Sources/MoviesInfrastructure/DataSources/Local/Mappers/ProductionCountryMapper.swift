import CoreDomain
import Foundation
import MoviesDomain

/// Maps a movie's production countries between the domain and `movies_production_country` rows.
struct ProductionCountryMapper {
    func map(_ entity: MoviesProductionCountryEntity) -> ProductionCountry {
        ProductionCountry(countryCode: entity.countryCode, name: entity.name)
    }

    func map(_ country: ProductionCountry, movieID: Int, position: Int) -> MoviesProductionCountryEntity {
        MoviesProductionCountryEntity(
            movieID: movieID,
            position: position,
            countryCode: country.countryCode,
            name: country.name
        )
    }

    func map(_ country: ProductionCountry, to entity: inout MoviesProductionCountryEntity, position: Int) {
        entity.position = position
        entity.countryCode = country.countryCode
        entity.name = country.name
    }
}
