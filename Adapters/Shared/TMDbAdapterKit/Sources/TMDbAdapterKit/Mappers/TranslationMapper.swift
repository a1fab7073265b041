import CoreDomain
import TMDbKit

/// Maps TMDb's translations of a title (`/movie/{id}/translations`, `/tv/{id}/translations`, or the
/// appended `translations` part) to domain `Translation`s, in TMDb's order: a movie's `title` and a
/// series' `name` are both the translation's title, and `""` (TMDb's "none") becomes `nil`.
public struct TranslationMapper: Sendable {
    public init() {}

    /// Every translation TMDb lists, in its order.
    public func map(_ dto: TranslationListDTO) -> [Translation] {
        dto.translations.map(map)
    }

    /// The English translations only: all a screen falls back on, where TMDb lists a title in up to
    /// a hundred languages, each with its overview, which would otherwise all be cached.
    public func mapEnglish(_ dto: TranslationListDTO) -> [Translation] {
        dto.translations.filter { $0.iso6391.lowercased() == "en" }.map(map)
    }

    /// One translation, its empty texts as none.
    public func map(_ dto: TranslationDTO) -> Translation {
        let data = dto.data
        return Translation(
            languageCode: dto.iso6391,
            countryCode: dto.iso31661.nonEmpty,
            englishName: dto.englishName.nonEmpty,
            title: data?.title.nonEmpty ?? data?.name.nonEmpty,
            overview: data?.overview.nonEmpty,
            tagline: data?.tagline.nonEmpty,
            homepageURL: data?.homepage.tmdbURL,
            runtime: data?.runtime.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}
