import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps one item of a TMDb series list or search to the domain `TVSeriesPreview`.
struct TVSeriesPreviewMapper {
    func map(_ dto: TVSeriesListItemDTO) -> TVSeriesPreview {
        TVSeriesPreview(
            id: dto.id,
            name: dto.name,
            originalName: dto.originalName.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            originCountry: dto.originCountry,
            overview: dto.overview.nonEmpty,
            firstAirDate: dto.firstAirDate.tmdbDate,
            genreIDs: dto.genreIDs,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            isAdultOnly: dto.adult
        )
    }
}
