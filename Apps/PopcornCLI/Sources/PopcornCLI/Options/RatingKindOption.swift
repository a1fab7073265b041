import ArgumentParser
import TrackingDomain

/// The values of `popcorn ratings --kind`.
enum RatingKindOption: String, ArgumentChoice, Sendable {
    case movie
    case tv
    case episode

    var trackedKind: TrackedKind {
        switch self {
        case .movie: .movie
        case .tv: .tv
        case .episode: .episode
        }
    }
}
