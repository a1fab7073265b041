import CollectionsDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// Maps one row of TMDb's `/search/collection` to the domain `FilmCollectionPreview`.
struct FilmCollectionPreviewMapper {
    func map(_ dto: CollectionListItemDTO) -> FilmCollectionPreview {
        FilmCollectionPreview(
            id: dto.id,
            name: dto.name,
            originalName: dto.originalName.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            overview: dto.overview.nonEmpty,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            isAdultOnly: dto.adult
        )
    }
}
