/// The kinds of TMDb resource whose details take `append_to_response`, with the parts the catalog
/// answers for each, so routing and appending agree on what a movie, a series or a person has.
enum CatalogTitleKind: Sendable {
    case movie
    case tvSeries
    case person
    case tvSeason
    case tvEpisode

    /// The parts with their own endpoint below this kind's details (`/movie/{id}/images`), in
    /// ``CatalogTitlePart``'s order, besides the credits.
    var ownParts: [CatalogTitlePart] {
        switch self {
        case .movie: [.releaseDates, .images, .recommendations, .similar, .watchProviders, .keywords, .translations]
        case .tvSeries:
            [
                .contentRatings, .images, .recommendations, .similar, .watchProviders, .keywords, .translations,
            ]
        case .person: [.images]
        case .tvSeason, .tvEpisode: []
        }
    }

    /// The credits endpoints below this kind's details (`credits`, `aggregate_credits`, ...).
    var creditParts: [String] {
        switch self {
        case .movie, .tvSeason, .tvEpisode: ["credits"]
        case .tvSeries: ["aggregate_credits", "credits"]
        case .person: ["combined_credits"]
        }
    }

    /// The `append_to_response` names TMDb documents for this kind that the catalog may answer,
    /// each the path of its own endpoint below the details. Any other name is ignored, as TMDb
    /// ignores names it does not know.
    var appendableParts: [String] {
        creditParts + ownParts.map(\.rawValue)
    }
}
