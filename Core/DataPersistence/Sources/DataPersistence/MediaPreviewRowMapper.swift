import CoreDomain
import Foundation

/// Maps a `MediaPreview` to the ``MediaPreviewRow`` that stores it, and back, for every context
/// that caches mixed pages; `PreviewPageMapper` uses it for every result of a page.
///
/// A row whose `kind` this build does not know (none is ever written) reads as a movie rather
/// than failing the page.
public struct MediaPreviewRowMapper: OwnedRowMapping {
    public init() {}

    public func map(_ entity: MediaPreviewRow) -> MediaPreview {
        switch MediaKind(rawValue: entity.kind) ?? .movie {
        case .movie:
            .movie(
                MovieMediaPreview(
                    id: entity.mediaID, title: entity.title, originalTitle: entity.originalTitle,
                    originalLanguage: entity.originalLanguage, overview: entity.overview, releaseDate: entity.date,
                    posterPath: Self.url(entity.imagePath), backdropPath: Self.url(entity.backdropPath),
                    genreIDs: entity.genreIDs, popularity: entity.popularity, voteAverage: entity.voteAverage,
                    voteCount: entity.voteCount, isAdultOnly: entity.isAdultOnly, hasVideo: entity.hasVideo))
        case .tvSeries:
            .tvSeries(
                TVSeriesMediaPreview(
                    id: entity.mediaID, name: entity.title, originalName: entity.originalTitle,
                    originalLanguage: entity.originalLanguage, overview: entity.overview, firstAirDate: entity.date,
                    posterPath: Self.url(entity.imagePath), backdropPath: Self.url(entity.backdropPath),
                    genreIDs: entity.genreIDs, originCountries: entity.originCountries,
                    popularity: entity.popularity, voteAverage: entity.voteAverage, voteCount: entity.voteCount,
                    isAdultOnly: entity.isAdultOnly))
        case .person:
            .person(
                PersonMediaPreview(
                    id: entity.mediaID, name: entity.title, originalName: entity.originalTitle,
                    gender: Gender(tmdbValue: entity.gender), knownForDepartment: entity.knownForDepartment,
                    profilePath: Self.url(entity.imagePath), popularity: entity.popularity,
                    isAdultOnly: entity.isAdultOnly, knownFor: entity.knownFor.map(map)))
        }
    }

    public func map(_ preview: MediaPreview) -> MediaPreviewRow {
        var entity = MediaPreviewRow(
            kind: preview.kind.rawValue, mediaID: preview.id, title: preview.title,
            originalTitle: preview.originalTitle, originalLanguage: nil, overview: nil, date: preview.date,
            imagePath: nil, backdropPath: nil, genreIDs: [], originCountries: [], popularity: preview.popularity,
            voteAverage: nil, voteCount: nil, isAdultOnly: false, hasVideo: false, gender: nil,
            knownForDepartment: nil, knownFor: [])
        switch preview {
        case .movie(let movie):
            entity.originalLanguage = movie.originalLanguage
            entity.overview = movie.overview
            entity.imagePath = movie.posterPath?.relativeString
            entity.backdropPath = movie.backdropPath?.relativeString
            entity.genreIDs = movie.genreIDs
            entity.voteAverage = movie.voteAverage
            entity.voteCount = movie.voteCount
            entity.isAdultOnly = movie.isAdultOnly
            entity.hasVideo = movie.hasVideo
        case .tvSeries(let series):
            entity.originalLanguage = series.originalLanguage
            entity.overview = series.overview
            entity.imagePath = series.posterPath?.relativeString
            entity.backdropPath = series.backdropPath?.relativeString
            entity.genreIDs = series.genreIDs
            entity.originCountries = series.originCountries
            entity.voteAverage = series.voteAverage
            entity.voteCount = series.voteCount
            entity.isAdultOnly = series.isAdultOnly
        case .person(let person):
            entity.gender = person.gender.rawValue
            entity.knownForDepartment = person.knownForDepartment
            entity.imagePath = person.profilePath?.relativeString
            entity.isAdultOnly = person.isAdultOnly
            entity.knownFor = person.knownFor.map(map)
        }
        return entity
    }

    private static func url(_ path: String?) -> URL? {
        path.flatMap { URL(string: $0) }
    }
}
