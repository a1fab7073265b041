import Foundation
import TVSeriesDomain

/// Maps list and search results between the domain and `tv_series_preview` rows.
struct TVSeriesPreviewMapper {
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

    func map(_ preview: TVSeriesPreview, pageKey: String, position: Int) -> TVSeriesPreviewEntity {
        var entity = TVSeriesPreviewEntity(
            pageKey: pageKey, position: position, tvSeriesID: preview.id, name: preview.name)
        map(preview, to: &entity, position: position)
        return entity
    }

    /// Overwrites the result and its position; the page stays.
    func map(_ preview: TVSeriesPreview, to entity: inout TVSeriesPreviewEntity, position: Int) {
        entity.position = position
        entity.tvSeriesID = preview.id
        entity.name = preview.name
        entity.originalName = preview.originalName
        entity.originalLanguage = preview.originalLanguage
        entity.originCountry = preview.originCountry
        entity.overview = preview.overview
        entity.firstAirDate = preview.firstAirDate
        entity.genreIDs = preview.genreIDs
        entity.posterPath = preview.posterPath?.relativeString
        entity.backdropPath = preview.backdropPath?.relativeString
        entity.popularity = preview.popularity
        entity.voteAverage = preview.voteAverage
        entity.voteCount = preview.voteCount
        entity.isAdultOnly = preview.isAdultOnly
    }
}
