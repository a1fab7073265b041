import DataPersistence
import Foundation
import TVSeriesDomain

/// Maps list and search results between the domain and `tv_series_preview` rows.
struct TVSeriesPreviewMapper: OwnedRowMapping {
    func map(_ entity: TVSeriesPreviewEntity) -> TVSeriesPreview {
        TVSeriesPreview(
            id: entity.tvSeriesID,
            name: entity.name,
            originalName: entity.originalName,
            originalLanguage: entity.originalLanguage,
            originCountry: entity.originCountry,
            overview: entity.overview,
            firstAirDate: entity.firstAirDate,
            genreIDs: entity.genreIDs,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            backdropPath: entity.backdropPath.flatMap { URL(string: $0) },
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            isAdultOnly: entity.isAdultOnly
        )
    }

    func map(_ preview: TVSeriesPreview) -> TVSeriesPreviewEntity {
        TVSeriesPreviewEntity(
            tvSeriesID: preview.id,
            name: preview.name,
            originalName: preview.originalName,
            originalLanguage: preview.originalLanguage,
            originCountry: preview.originCountry,
            overview: preview.overview,
            firstAirDate: preview.firstAirDate,
            genreIDs: preview.genreIDs,
            posterPath: preview.posterPath?.relativeString,
            backdropPath: preview.backdropPath?.relativeString,
            popularity: preview.popularity,
            voteAverage: preview.voteAverage,
            voteCount: preview.voteCount,
            isAdultOnly: preview.isAdultOnly
        )
    }
}
