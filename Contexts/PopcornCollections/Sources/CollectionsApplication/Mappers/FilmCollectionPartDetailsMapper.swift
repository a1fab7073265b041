import CollectionsDomain
import CoreDomain
import Foundation

/// Turns one domain `FilmCollectionPart` into `FilmCollectionPartDetails`: poster and backdrop
/// resolved, and the year and one-decimal rating a list shows worked out here, once.
struct FilmCollectionPartDetailsMapper {
    func map(_ entity: FilmCollectionPart, imagesConfiguration: ImagesConfiguration) -> FilmCollectionPartDetails {
        FilmCollectionPartDetails(
            id: entity.id,
            title: entity.title,
            originalTitle: entity.originalTitle,
            originalLanguage: entity.originalLanguage,
            overview: entity.overview,
            releaseDate: entity.releaseDate,
            releaseYear: entity.releaseDate.map { Self.gmt.component(.year, from: $0) },
            genreIDs: entity.genreIDs,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            rating: Self.rating(average: entity.voteAverage, count: entity.voteCount),
            hasVideo: entity.hasVideo,
            isAdultOnly: entity.isAdultOnly
        )
    }

    /// The average to one decimal, rounded half away from zero (`8.689` is `8.7`); `nil` when nobody
    /// has voted, since TMDb's `0` then means no rating, not a bad one.
    static func rating(average: Double?, count: Int?) -> Double? {
        guard let average, average.isFinite, let count, count > 0 else {
            return nil
        }
        return (average * 10).rounded() / 10
    }

    /// The Gregorian calendar in GMT, in which TMDb's day-precision dates are parsed.
    private static let gmt: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? .current
        return calendar
    }()
}
