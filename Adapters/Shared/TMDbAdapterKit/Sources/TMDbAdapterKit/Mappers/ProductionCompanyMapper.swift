import CoreDomain
import TMDbKit

/// Maps a TMDb production-company DTO to the domain `ProductionCompany`.
public struct ProductionCompanyMapper: Sendable {
    public init() {}

    public func map(_ dto: ProductionCompanyDTO) -> ProductionCompany {
        ProductionCompany(
            id: dto.id,
            name: dto.name,
            originCountry: dto.originCountry ?? "",
            logoPath: dto.logoPath.tmdbURL
        )
    }
}
