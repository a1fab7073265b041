import CoreDomain
import Foundation

/// Turns a domain `MediaPreview` into `MediaPreviewDetails`, resolving each kind's images with
/// that kind's sizes (posters and backdrops for titles, profiles for people).
public struct MediaPreviewDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: MediaPreview, imagesConfiguration: ImagesConfiguration) -> MediaPreviewDetails {
        switch entity {
        case .movie(let movie): .movie(map(movie, imagesConfiguration: imagesConfiguration))
        case .tvSeries(let series): .tvSeries(map(series, imagesConfiguration: imagesConfiguration))
        case .person(let person): .person(map(person, imagesConfiguration: imagesConfiguration))
        }
    }

    private func map(_ movie: MovieMediaPreview, imagesConfiguration: ImagesConfiguration) -> MovieMediaPreviewDetails {
        MovieMediaPreviewDetails(
            id: movie.id,
            title: movie.title,
            originalTitle: movie.originalTitle,
            originalLanguage: movie.originalLanguage,
            overview: movie.overview,
            releaseDate: movie.releaseDate,
            posterURLSet: imagesConfiguration.posterURLSet(for: movie.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: movie.backdropPath),
            genreIDs: movie.genreIDs,
            popularity: movie.popularity,
            voteAverage: movie.voteAverage,
            voteCount: movie.voteCount,
            isAdultOnly: movie.isAdultOnly,
            hasVideo: movie.hasVideo
        )
    }

    private func map(_ series: TVSeriesMediaPreview, imagesConfiguration: ImagesConfiguration)
        -> TVSeriesMediaPreviewDetails
    {
        TVSeriesMediaPreviewDetails(
            id: series.id,
            name: series.name,
            originalName: series.originalName,
            originalLanguage: series.originalLanguage,
            overview: series.overview,
            firstAirDate: series.firstAirDate,
            posterURLSet: imagesConfiguration.posterURLSet(for: series.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: series.backdropPath),
            genreIDs: series.genreIDs,
            originCountries: series.originCountries,
            popularity: series.popularity,
            voteAverage: series.voteAverage,
            voteCount: series.voteCount,
            isAdultOnly: series.isAdultOnly
        )
    }

    private func map(_ person: PersonMediaPreview, imagesConfiguration: ImagesConfiguration)
        -> PersonMediaPreviewDetails
    {
        PersonMediaPreviewDetails(
            id: person.id,
            name: person.name,
            originalName: person.originalName,
            gender: person.gender,
            knownForDepartment: person.knownForDepartment,
            profileURLSet: imagesConfiguration.profileURLSet(for: person.profilePath),
            popularity: person.popularity,
            isAdultOnly: person.isAdultOnly,
            knownFor: person.knownFor.map { map($0, imagesConfiguration: imagesConfiguration) }
        )
    }
}
