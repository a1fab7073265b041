import Foundation

/// A part of a movie that TMDb can send with its details in one request (`append_to_response`),
/// and that the cache keeps in an entry of its own.
public enum MoviePart: String, Hashable, Sendable, CaseIterable {
    case credits
    case releaseDates
    case images
    case recommendations
    case similar
    case watchProviders
    case videos
    case keywords
    /// Its English text (TMDb's translations): what a screen in another language than English falls
    /// back on, so it is asked for with the screen only then.
    case translations

    /// What `popcorn movie <ref>` shows beside the details: every part but similar titles and the
    /// translations (which the screen adds when read in another language than English).
    public static let detailsScreen: Set<MoviePart> = [
        .credits, .releaseDates, .images, .recommendations, .watchProviders, .videos, .keywords,
    ]
}
