import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' production companies between the domain and `tv_series_production_company` rows.
struct ProductionCompanyMapper {
    func map(_ entity: TVSeriesProductionCompanyEntity) -> ProductionCompany {
        ProductionCompany(
            id: entity.productionCompanyID,
            name: entity.name,
            originCountry: entity.originCountry,
            logoPath: entity.logoPath.flatMap { URL(string: $0) }
        )
    }

    func map(_ company: ProductionCompany, tvSeriesID: Int, position: Int) -> TVSeriesProductionCompanyEntity {
        TVSeriesProductionCompanyEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            productionCompanyID: company.id,
            name: company.name,
            originCountry: company.originCountry,
            logoPath: company.logoPath?.relativeString
        )
    }

    /// Overwrites the company and its position; the series stays.
    func map(_ company: ProductionCompany, to entity: inout TVSeriesProductionCompanyEntity, position: Int) {
        entity.position = position
        entity.productionCompanyID = company.id
        entity.name = company.name
        entity.originCountry = company.originCountry
        entity.logoPath = company.logoPath?.relativeString
    }
}
