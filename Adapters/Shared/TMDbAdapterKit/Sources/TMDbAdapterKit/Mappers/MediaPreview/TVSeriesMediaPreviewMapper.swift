import CoreDomain
import TMDbKit

/// Maps a series row of a TMDb search, trending or discover page to the domain `TVSeriesMediaPreview`.
public struct TVSeriesMediaPreviewMapper: Sendable {
    public init() {}

    public func map(_ dto: TVSeriesListItemDTO) -> TVSeriesMediaPreview {
        TVSeriesMediaPreview(
            id: dto.id,
            name: dto.name,
            originalName: dto.originalName.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            overview: dto.overview.nonEmpty,
            firstAirDate: dto.firstAirDate.tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            genreIDs: dto.genreIDs ?? [],
            originCountries: dto.originCountry ?? [],
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            isAdultOnly: dto.adult ?? false
        )
    }
}
