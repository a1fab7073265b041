import CollectionsDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's `/collection/{id}` response to the domain `FilmCollection`, its movies in TMDb's order.
struct FilmCollectionMapper {
    private let partMapper = FilmCollectionPartMapper()

    func map(_ dto: CollectionDetailsDTO) -> FilmCollection {
        FilmCollection(
            id: dto.id,
            name: dto.name,
            overview: dto.overview.nonEmpty,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            parts: dto.parts.map(partMapper.map)
        )
    }
}
