import CoreDomain
import Foundation

/// Maps a `Translation` to the ``TranslationRow`` every context stores it in, and back.
public struct TranslationRowMapper: OwnedRowMapping {
    public init() {}

    public func map(_ row: TranslationRow) -> Translation {
        Translation(
            languageCode: row.languageCode, countryCode: row.countryCode, englishName: row.englishName,
            title: row.title, overview: row.overview, tagline: row.tagline,
            homepageURL: row.homepageURL.flatMap { URL(string: $0) }, runtime: row.runtime)
    }

    public func map(_ translation: Translation) -> TranslationRow {
        TranslationRow(
            languageCode: translation.languageCode, countryCode: translation.countryCode,
            englishName: translation.englishName, title: translation.title, overview: translation.overview,
            tagline: translation.tagline, homepageURL: translation.homepageURL?.absoluteString,
            runtime: translation.runtime)
    }
}
