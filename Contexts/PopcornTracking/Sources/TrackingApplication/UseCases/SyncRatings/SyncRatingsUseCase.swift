/// The ratings as the sync with a TMDb account reads and changes them: each rating, each rating
/// taken back (with when), and the ratings to set and to take back, all at once.
public protocol SyncRatingsUseCase: Sendable {
    /// Every rating and every rating taken back, in one read; empty when there is no diary yet.
    func marks() async throws(TrackingError) -> (ratings: [RatingDetails], cleared: [ClearedRatingDetails])

    /// Sets `setting` (each named as given, at its time) and takes back `clearing` (remembered as
    /// taken back now), in one transaction. A rating off TMDb's scale is refused before anything is written.
    func apply(setting: [RatingDetails], clearing: [TrackedItemDetails]) async throws(TrackingError)
}
