import CoreDomain
import TMDbKit

/// Maps a TMDb spoken-language DTO to the domain `SpokenLanguage`.
///
/// TMDb's `name` is the language's own name and is sometimes `""`; the English name fills in.
public struct SpokenLanguageMapper: Sendable {
    public init() {}

    public func map(_ dto: SpokenLanguageDTO) -> SpokenLanguage {
        SpokenLanguage(
            languageCode: dto.iso6391,
            name: dto.name.nonEmpty ?? dto.englishName.nonEmpty ?? dto.iso6391
        )
    }
}
