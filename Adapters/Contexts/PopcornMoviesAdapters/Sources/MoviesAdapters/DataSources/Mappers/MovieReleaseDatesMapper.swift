import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's release dates of a movie (`/movie/{id}/release_dates`, or the appended
/// `release_dates` part) to the domain's releases by country, in TMDb's order.
struct MovieReleaseDatesMapper {
    func map(_ dto: MovieReleaseDatesDTO) -> [MovieReleaseDatesByCountry] {
        dto.results.map { country in
            MovieReleaseDatesByCountry(countryCode: country.iso31661, releaseDates: country.releaseDates.map(map))
        }
    }

    /// TMDb's `""` certification, language and note are `nil`; a release type this version does
    /// not know (or none) is `.unknown`; the ISO instant is parsed without a `DateFormatter`.
    func map(_ dto: ReleaseDateDTO) -> MovieReleaseDate {
        MovieReleaseDate(
            certification: dto.certification.nonEmpty,
            descriptors: dto.descriptors,
            languageCode: dto.iso6391.nonEmpty,
            note: dto.note.nonEmpty,
            releaseDate: TMDbDate.parseTimestamp(dto.releaseDate),
            type: dto.type.flatMap(MovieReleaseType.init(rawValue:)) ?? .unknown
        )
    }
}
