import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps a TMDb production-company DTO to the domain `ProductionCompany`.
struct ProductionCompanyMapper {
    func map(_ dto: ProductionCompanyDTO) -> ProductionCompany {
        ProductionCompany(
            id: dto.id,
            name: dto.name,
            originCountry: dto.originCountry ?? "",
            logoPath: dto.logoPath.tmdbURL
        )
    }
}
