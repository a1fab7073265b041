/// A part TMDb can append to a TV series' details (`append_to_response`), so a details
/// screen is one request; the raw value is TMDb's name for it, and the case order is the
/// order the parts are asked for in.
public enum TMDbTVSeriesAppendPart: String, Sendable, CaseIterable {
    case aggregateCredits = "aggregate_credits"
    case credits
    case contentRatings = "content_ratings"
    case images
    case recommendations
    case similar
    case watchProviders = "watch/providers"
    case videos
    case keywords
    case translations
}
