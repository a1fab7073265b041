import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's `belongs_to_collection` DTO to the domain `MovieCollection`.
struct MovieCollectionMapper {
    func map(_ dto: BelongsToCollectionDTO) -> MovieCollection {
        MovieCollection(
            id: dto.id,
            name: dto.name,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL
        )
    }
}
