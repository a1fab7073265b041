import CoreDomain
import Foundation
import MoviesDomain

/// Maps a movie's production companies between the domain and `movies_production_company` rows.
struct ProductionCompanyMapper {
    func map(_ entity: MoviesProductionCompanyEntity) -> ProductionCompany {
        ProductionCompany(
            id: entity.productionCompanyID,
            name: entity.name,
            originCountry: entity.originCountry,
            logoPath: entity.logoPath.flatMap { URL(string: $0) }
        )
    }

    func map(_ company: ProductionCompany, movieID: Int, position: Int) -> MoviesProductionCompanyEntity {
        MoviesProductionCompanyEntity(
            movieID: movieID,
            position: position,
            productionCompanyID: company.id,
            name: company.name,
            originCountry: company.originCountry,
            logoPath: company.logoPath?.relativeString
        )
    }

    func map(_ company: ProductionCompany, to entity: inout MoviesProductionCompanyEntity, position: Int) {
        entity.position = position
        entity.productionCompanyID = company.id
        entity.name = company.name
        entity.originCountry = company.originCountry
        entity.logoPath = company.logoPath?.relativeString
    }
}
