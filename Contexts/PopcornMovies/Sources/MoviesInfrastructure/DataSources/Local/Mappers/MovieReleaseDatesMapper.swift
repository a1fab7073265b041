import DataPersistence
import Foundation
import MoviesDomain

/// Maps a movie's releases in every country to its cached ``OwnedRowsEntity`` and back: one row per
/// release, countries and releases in TMDb's order.
struct MovieReleaseDatesMapper {
    /// A stored release type this version does not know reads as `.unknown`.
    func map(_ entity: OwnedRowsEntity<MoviesReleaseDatesTables>) -> [MovieReleaseDatesByCountry] {
        var countries: [String] = []
        var byCountry: [String: [MovieReleaseDate]] = [:]
        for row in entity.rows ?? [] {
            if byCountry[row.countryCode] == nil {
                countries.append(row.countryCode)
            }
            byCountry[row.countryCode, default: []].append(
                MovieReleaseDate(
                    certification: row.certification,
                    descriptors: row.descriptors,
                    languageCode: row.languageCode,
                    note: row.note,
                    releaseDate: row.releaseDate,
                    type: MovieReleaseType(rawValue: row.type) ?? .unknown
                ))
        }
        return countries.map { MovieReleaseDatesByCountry(countryCode: $0, releaseDates: byCountry[$0] ?? []) }
    }

    func map(
        _ countries: [MovieReleaseDatesByCountry],
        movieID: Int,
        language: String,
        cachedAt: Date
    ) -> OwnedRowsEntity<MoviesReleaseDatesTables> {
        var entity = OwnedRowsEntity<MoviesReleaseDatesTables>(ownerID: movieID, language: language, cachedAt: cachedAt)
        map(countries, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and every release, and refreshes `cachedAt`.
    func map(
        _ countries: [MovieReleaseDatesByCountry],
        to entity: inout OwnedRowsEntity<MoviesReleaseDatesTables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = countries.flatMap { country in
            country.releaseDates.map {
                MoviesReleaseDateRow(
                    countryCode: country.countryCode,
                    certification: $0.certification,
                    descriptors: $0.descriptors,
                    languageCode: $0.languageCode,
                    note: $0.note,
                    releaseDate: $0.releaseDate,
                    type: $0.type.rawValue
                )
            }
        }
    }
}
