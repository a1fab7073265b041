import CoreDomain
import Foundation

/// Maps a title's `[Translation]` to its ``OwnedRowsEntity`` and back, in TMDb's order.
public struct TranslationsEntityMapper<Tables: TranslationsTables>: OwnedRowsEntityMapping {
    public init() {}

    public func map(_ entity: OwnedRowsEntity<Tables>) -> [Translation] {
        (entity.rows ?? []).map {
            Translation(
                languageCode: $0.languageCode, countryCode: $0.countryCode, englishName: $0.englishName,
                title: $0.title, overview: $0.overview, tagline: $0.tagline,
                homepageURL: $0.homepageURL.flatMap { URL(string: $0) }, runtime: $0.runtime)
        }
    }

    /// Overwrites the language and every translation, and refreshes `cachedAt`.
    public func map(
        _ translations: [Translation],
        to entity: inout OwnedRowsEntity<Tables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = translations.map {
            TranslationRow(
                languageCode: $0.languageCode, countryCode: $0.countryCode, englishName: $0.englishName,
                title: $0.title, overview: $0.overview, tagline: $0.tagline,
                homepageURL: $0.homepageURL?.absoluteString, runtime: $0.runtime)
        }
    }
}
