import ArgumentParser
import TrackingDomain

/// The values of `popcorn history --kind`.
enum HistoryKindOption: String, ArgumentChoice, Sendable {
    case movie
    /// Episodes of series.
    case tv

    var trackedKind: TrackedKind {
        self == .movie ? .movie : .tv
    }
}
