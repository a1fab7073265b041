import Foundation

/// A part of a series that TMDb can send with its details in one request (`append_to_response`),
/// and that the cache keeps in an entry of its own: the series' lists, or one of its seasons with
/// its episodes.
///
/// Its raw value names it in the cache (`credits`, `season/1`), as TMDb's append names do seasons.
public enum TVSeriesPart: Hashable, Sendable {
    /// The cast and crew of the latest season.
    case credits
    /// Everyone who ever appeared in or worked on the series, with episode counts.
    case aggregateCredits
    /// Every country's age rating.
    case contentRatings
    /// Posters, logos and backdrops, in the cache's language, English and without text.
    case images
    /// The first page of the series TMDb recommends to whoever liked this one.
    case recommendations
    /// The first page of the series with the same genres and keywords.
    case similar
    /// Where the series can be watched, in every country.
    case watchProviders
    /// Trailers, teasers, clips and featurettes, in the cache's language and English.
    case videos
    /// The words TMDb's editors tagged the series with.
    case keywords
    /// Its English text (TMDb's translations): what a screen in another language than English falls
    /// back on, so it is asked for with the screen only then.
    case translations
    /// Season `n` (0 for specials) with its episodes.
    case season(Int)

    /// Every part but the seasons, in the order they are asked for (seasons come after them).
    public static let lists: [TVSeriesPart] = [
        .credits, .aggregateCredits, .contentRatings, .images, .recommendations, .similar, .watchProviders, .videos,
        .keywords, .translations,
    ]

    /// What `popcorn tv <ref>` shows beside the details: its cast, certification, logo,
    /// recommendations, where to watch it, its main trailer and its keywords.
    public static let detailsScreen: Set<TVSeriesPart> = [
        .credits, .contentRatings, .images, .recommendations, .watchProviders, .videos, .keywords,
    ]

    /// `parts` in the order they are asked for: ``lists``' order, then the seasons by number.
    public static func ordered(_ parts: Set<TVSeriesPart>) -> [TVSeriesPart] {
        lists.filter(parts.contains) + parts.compactMap(\.seasonNumber).sorted().map(TVSeriesPart.season)
    }

    /// The season's number, or `nil` for the other parts.
    public var seasonNumber: Int? {
        guard case .season(let number) = self else {
            return nil
        }
        return number
    }
}

extension TVSeriesPart: RawRepresentable {
    /// `credits`, `aggregateCredits`, ..., `season/1`; a season number is digits only.
    public init?(rawValue: String) {
        if let part = Self.lists.first(where: { $0.rawValue == rawValue }) {
            self = part
            return
        }
        let prefix = "season/"
        guard rawValue.hasPrefix(prefix) else {
            return nil
        }
        let digits = rawValue.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else {
            return nil
        }
        self = .season(number)
    }

    public var rawValue: String {
        switch self {
        case .credits: "credits"
        case .aggregateCredits: "aggregateCredits"
        case .contentRatings: "contentRatings"
        case .images: "images"
        case .recommendations: "recommendations"
        case .similar: "similar"
        case .watchProviders: "watchProviders"
        case .videos: "videos"
        case .keywords: "keywords"
        case .translations: "translations"
        case .season(let number): "season/\(number)"
        }
    }
}
