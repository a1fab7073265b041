import TrackingApplication

/// What `popcorn watched --json` writes: the watches logged, and the rating given with `--rating`.
struct WatchedDocument: Encodable, Sendable {
    let watches: [WatchDetails]
    let rating: RatingDetails?
}
