import CoreDomain
import MoviesDomain

/// Turns a domain `ProductionCompany` into `ProductionCompanyDetails`, resolving its logo.
struct ProductionCompanyDetailsMapper {
    func map(_ entity: ProductionCompany, imagesConfiguration: ImagesConfiguration) -> ProductionCompanyDetails {
        ProductionCompanyDetails(
            id: entity.id,
            name: entity.name,
            originCountry: entity.originCountry,
            logoURLSet: imagesConfiguration.logoURLSet(for: entity.logoPath)
        )
    }
}
