import CollectionsDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// Maps one movie of a collection's `parts` (a TMDb movie list row) to the domain `FilmCollectionPart`:
/// `""` read as nothing, and the release date parsed as every context parses TMDb's dates.
struct FilmCollectionPartMapper {
    func map(_ dto: MovieListItemDTO) -> FilmCollectionPart {
        FilmCollectionPart(
            id: dto.id,
            title: dto.title,
            originalTitle: dto.originalTitle.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            overview: dto.overview.nonEmpty,
            releaseDate: dto.releaseDate.tmdbDate,
            genreIDs: dto.genreIDs,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            hasVideo: dto.video,
            isAdultOnly: dto.adult
        )
    }
}
