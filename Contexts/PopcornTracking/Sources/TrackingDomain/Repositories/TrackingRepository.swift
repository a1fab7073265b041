import CoreDomain
import Foundation

/// The person's diary and ratings: user data, kept in a file of its own that no cache command
/// touches. Every change is one transaction, durable once the call returns.
public protocol TrackingRepository: Sendable {
    /// Logs a watch of each title on `day` and, when `rating` is given, rates each of them too, all
    /// in one transaction; returns the entries and the ratings written.
    func log(
        _ titles: [TrackedTitle], on day: WatchDay, at loggedAt: Date, rating: RatingValue?
    ) async throws(DataAccessError) -> (watches: [Watch], ratings: [Rating])

    /// Removes the latest watch of each item that has one, all in one transaction, and returns them.
    func removeLatestWatch(of items: [TrackedItem]) async throws(DataAccessError) -> [Watch]

    /// Removes every watch of the movie or episode (of every episode, for a series), in one
    /// transaction, and returns them, newest first.
    func removeAllWatches(of item: TrackedItem) async throws(DataAccessError) -> [Watch]

    /// Removes the one watch with `id` (as logged, a moment ago) and returns it; `nil` when the
    /// diary has no such watch (removed meanwhile).
    func removeWatch(id: Watch.ID) async throws(DataAccessError) -> Watch?

    /// The day of the latest watch of each movie and of each series (any of its episodes), in one
    /// read; empty when there is no diary yet.
    func lastWatchedDays() async throws(DataAccessError) -> [TrackedItem: WatchDay]

    /// Adds the watches the diary does not have yet (by title, day and logging time, to the second),
    /// each of `firstWatches` only when the diary has no watch of its title at all (a film known to
    /// have been watched, on a day nobody wrote down), and sets each rating unless the diary has the
    /// same one or a later one, all in one transaction: importing the same file twice changes nothing.
    func importHistory(
        _ watches: [LoggedWatch], firstWatches: [LoggedWatch], ratings: [Rating]
    ) async throws(DataAccessError) -> HistoryImportResult

    /// Each series with an episode watch, the one watched last first, with the episodes watched and
    /// its latest watch: what ``WatchedSeries/grouping(_:)`` makes of the episode diary, read
    /// without reading every watch whole (a heavy diary holds tens of thousands).
    func watchedSeries() async throws(DataAccessError) -> [WatchedSeries]

    /// The diary, newest first (by day, then by when logged): of one kind, from a day on, or all.
    func history(kind: TrackedKind?, since day: WatchDay?) async throws(DataAccessError) -> [Watch]

    /// Every watch of one item, newest first.
    func watches(of item: TrackedItem) async throws(DataAccessError) -> [Watch]

    /// Every watch of the episodes of one series, newest first.
    func episodeWatches(ofSeries seriesID: Int) async throws(DataAccessError) -> [Watch]

    /// How often the item was watched (its episodes, for a series), when last, and its rating, in
    /// one read; ``ItemViewing/none`` when there is no diary yet.
    func viewing(of item: TrackedItem) async throws(DataAccessError) -> ItemViewing

    /// Sets the title's rating, replacing any earlier one, and returns it.
    func rate(_ title: TrackedTitle, _ value: RatingValue, at ratedAt: Date) async throws(DataAccessError) -> Rating

    /// Removes the item's rating and returns it, remembering it was taken back at `clearedAt`; `nil`
    /// when it had none.
    func clearRating(of item: TrackedItem, at clearedAt: Date) async throws(DataAccessError) -> Rating?

    /// The item's rating, if it has one.
    func rating(of item: TrackedItem) async throws(DataAccessError) -> Rating?

    /// Every rating, of one kind or all, newest first (the last given first within one second).
    func ratings(kind: TrackedKind?) async throws(DataAccessError) -> [Rating]

    /// Every rating and every rating taken back (and not given again since), in one read: what the
    /// sync with a TMDb account compares.
    func ratingMarks() async throws(DataAccessError) -> (ratings: [Rating], cleared: [ClearedRating])

    /// Sets each of `setting` and takes back each of `clearing` (remembered as taken back at
    /// `clearedAt`), in one transaction: what the sync with a TMDb account brings here.
    func applyRatingSync(setting: [Rating], clearing: [TrackedItem], at clearedAt: Date) async throws(DataAccessError)
}
