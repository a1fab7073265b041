import CoreDomain
import MoviesDomain

/// Turns a domain `MovieCollection` into `MovieCollectionDetails`, resolving poster and backdrop.
struct MovieCollectionDetailsMapper {
    func map(_ entity: MovieCollection, imagesConfiguration: ImagesConfiguration) -> MovieCollectionDetails {
        MovieCollectionDetails(
            id: entity.id,
            name: entity.name,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath)
        )
    }
}
