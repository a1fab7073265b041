/// An endpoint below a movie, a series or a person (`/movie/{id}/<part>`) that the catalog answers
/// besides the details and credits, so one route case per kind of title covers them all and
/// `append_to_response` can name them. The raw value is TMDb's path (and append name).
enum CatalogTitlePart: String, CaseIterable, Sendable {
    /// `release_dates` of a movie: certifications and dates per country.
    case releaseDates = "release_dates"
    /// `content_ratings` of a series: its rating per country.
    case contentRatings = "content_ratings"
    /// `images`: posters, backdrops and logos of a title, profiles of a person.
    case images
    /// `recommendations`: titles of the same kind, derived from the catalog's own titles.
    case recommendations
    /// `similar`: titles of the same kind, derived like ``recommendations``.
    case similar
    /// `watch/providers`: where to stream, rent or buy a title, per country.
    case watchProviders = "watch/providers"
    /// `keywords`: the words TMDb's editors tagged a title with (a movie's under `keywords`, a
    /// series' under `results`, as TMDb sends them).
    case keywords
    /// `translations`: the title's text by language; the catalog's is its one file's, in American
    /// English (see ``CatalogLanguage``).
    case translations

    /// The name of the part's file next to the title's (`550.<name>.json`), or `nil` for the parts
    /// derived from other files (recommendations, similar titles, translations).
    var fileName: String? {
        switch self {
        case .releaseDates: "release_dates"
        case .contentRatings: "content_ratings"
        case .images: "images"
        case .watchProviders: "watch_providers"
        case .keywords: "keywords"
        case .recommendations, .similar, .translations: nil
        }
    }
}
