import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVSeriesPreview` into `TVSeriesPreviewDetails`, resolving poster and backdrop.
struct TVSeriesPreviewDetailsMapper {
    func map(_ entity: TVSeriesPreview, imagesConfiguration: ImagesConfiguration) -> TVSeriesPreviewDetails {
        TVSeriesPreviewDetails(
            id: entity.id,
            name: entity.name,
            originalName: entity.originalName,
            originalLanguage: entity.originalLanguage,
            originCountry: entity.originCountry,
            overview: entity.overview,
            firstAirDate: entity.firstAirDate,
            genreIDs: entity.genreIDs,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            isAdultOnly: entity.isAdultOnly
        )
    }
}
