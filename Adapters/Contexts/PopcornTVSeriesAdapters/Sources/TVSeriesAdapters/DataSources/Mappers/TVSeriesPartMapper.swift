import TMDbKit
import TVSeriesDomain

/// Names a domain `TVSeriesPart` as TMDb's `append_to_response` does: a list part as its
/// ``TMDbTVSeriesAppendPart``, a season as its number (`season/1`).
struct TVSeriesPartMapper {
    /// The list parts among `parts`, as TMDb names them.
    func appendParts(_ parts: Set<TVSeriesPart>) -> Set<TMDbTVSeriesAppendPart> {
        Set(parts.compactMap(map))
    }

    /// The season numbers among `parts`.
    func seasons(_ parts: Set<TVSeriesPart>) -> Set<Int> {
        Set(parts.compactMap(\.seasonNumber))
    }

    /// The list part as TMDb names it; `nil` for a season.
    func map(_ part: TVSeriesPart) -> TMDbTVSeriesAppendPart? {
        switch part {
        case .credits: .credits
        case .aggregateCredits: .aggregateCredits
        case .contentRatings: .contentRatings
        case .images: .images
        case .recommendations: .recommendations
        case .similar: .similar
        case .watchProviders: .watchProviders
        case .videos: .videos
        case .keywords: .keywords
        case .translations: .translations
        case .season: nil
        }
    }
}
