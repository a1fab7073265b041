import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps one of `networks` of `/tv/{id}` to the domain `Network`; TMDb's `""` values become `nil`.
struct NetworkMapper {
    func map(_ dto: NetworkDTO) -> Network {
        Network(
            id: dto.id,
            name: dto.name,
            logoPath: dto.logoPath.tmdbURL,
            originCountry: dto.originCountry.nonEmpty,
            headquarters: dto.headquarters.nonEmpty,
            homepage: dto.homepage.tmdbURL
        )
    }
}
