import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' production countries between the domain and `tv_series_production_country` rows.
struct ProductionCountryMapper {
    func map(_ entity: TVSeriesProductionCountryEntity) -> ProductionCountry {
        ProductionCountry(countryCode: entity.countryCode, name: entity.name)
    }

    func map(_ country: ProductionCountry, tvSeriesID: Int, position: Int) -> TVSeriesProductionCountryEntity {
        TVSeriesProductionCountryEntity(
            tvSeriesID: tvSeriesID, position: position, countryCode: country.countryCode, name: country.name)
    }

    /// Overwrites the country and its position; the series stays.
    func map(_ country: ProductionCountry, to entity: inout TVSeriesProductionCountryEntity, position: Int) {
        entity.position = position
        entity.countryCode = country.countryCode
        entity.name = country.name
    }
}
