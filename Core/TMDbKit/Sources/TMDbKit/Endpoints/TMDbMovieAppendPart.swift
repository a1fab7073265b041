/// A part TMDb can append to a movie's details (`append_to_response`), so a details screen
/// is one request; the raw value is TMDb's name for it, and the case order is the order
/// the parts are asked for in.
public enum TMDbMovieAppendPart: String, Sendable, CaseIterable {
    case credits
    case releaseDates = "release_dates"
    case images
    case recommendations
    case similar
    case watchProviders = "watch/providers"
    case videos
    case keywords
    case translations
}
