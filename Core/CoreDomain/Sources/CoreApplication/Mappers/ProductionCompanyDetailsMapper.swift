import CoreDomain

/// Turns a domain `ProductionCompany` into `ProductionCompanyDetails`, resolving its logo.
public struct ProductionCompanyDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: ProductionCompany, imagesConfiguration: ImagesConfiguration) -> ProductionCompanyDetails {
        ProductionCompanyDetails(
            id: entity.id,
            name: entity.name,
            originCountry: entity.originCountry,
            logoURLSet: imagesConfiguration.logoURLSet(for: entity.logoPath)
        )
    }
}
