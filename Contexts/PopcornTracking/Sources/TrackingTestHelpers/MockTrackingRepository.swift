import CoreDomain
import Foundation
import Synchronization
import TrackingDomain

/// Records calls and returns stubbed results; an unstubbed call fails.
public final class MockTrackingRepository: TrackingRepository {
    /// A call of ``log(_:on:at:rating:)``.
    public struct LogCall: Equatable, Sendable {
        public let titles: [TrackedTitle]
        public let day: WatchDay
        public let loggedAt: Date
        public let rating: RatingValue?

        /// A call a test expects, to compare with ``logCalls``.
        public init(titles: [TrackedTitle], day: WatchDay, loggedAt: Date, rating: RatingValue? = nil) {
            self.titles = titles
            self.day = day
            self.loggedAt = loggedAt
            self.rating = rating
        }
    }

    /// A call of ``rate(_:_:at:)``.
    public struct RateCall: Equatable, Sendable {
        public let title: TrackedTitle
        public let value: RatingValue
        public let ratedAt: Date

        /// A call a test expects, to compare with ``rateCalls``.
        public init(title: TrackedTitle, value: RatingValue, ratedAt: Date) {
            self.title = title
            self.value = value
            self.ratedAt = ratedAt
        }
    }

    private struct State {
        var logCalls: [LogCall] = []
        var removeCalls: [[TrackedItem]] = []
        var historyCalls: [(kind: TrackedKind?, since: WatchDay?)] = []
        var rateCalls: [RateCall] = []
        var clearCalls: [TrackedItem] = []
        var removeAllCalls: [TrackedItem] = []
        var removeWatchCalls: [Watch.ID] = []
        var importCalls: [ImportCall] = []
        var ratingsCalls: [TrackedKind?] = []
        var watches: Result<[Watch], DataAccessError>?
        var rating: Result<Rating?, DataAccessError>?
        var ratings: Result<[Rating], DataAccessError>?
        var clearedRatings: [ClearedRating] = []
        var applyRatingSyncCalls: [ApplyRatingSyncCall] = []
    }

    private let state = Mutex(State())

    /// - Parameters:
    ///   - watches: what `log`, `removeLatestWatch`, `history`, `watches` and `episodeWatches` answer,
    ///     and what `viewing` counts.
    ///   - rating: what `clearRating` and `rating` answer; `rate` answers the rating it was given
    ///     unless this is a failure.
    ///   - ratings: what `ratings` answers.
    ///   - clearedRatings: the ratings taken back that `ratingMarks` answers with `ratings`.
    public init(
        watches: Result<[Watch], DataAccessError>? = nil,
        rating: Result<Rating?, DataAccessError>? = nil,
        ratings: Result<[Rating], DataAccessError>? = nil,
        clearedRatings: [ClearedRating] = []
    ) {
        state.withLock {
            $0.watches = watches
            $0.rating = rating
            $0.ratings = ratings
            $0.clearedRatings = clearedRatings
        }
    }

    public var logCalls: [LogCall] { state.withLock { $0.logCalls } }
    public var removeCalls: [[TrackedItem]] { state.withLock { $0.removeCalls } }
    public var historyCalls: [(kind: TrackedKind?, since: WatchDay?)] { state.withLock { $0.historyCalls } }
    public var rateCalls: [RateCall] { state.withLock { $0.rateCalls } }
    public var clearCalls: [TrackedItem] { state.withLock { $0.clearCalls } }
    public var removeAllCalls: [TrackedItem] { state.withLock { $0.removeAllCalls } }
    /// The ids ``removeWatch(id:)`` was asked for.
    public var removeWatchCalls: [Watch.ID] { state.withLock { $0.removeWatchCalls } }
    public var importCalls: [ImportCall] { state.withLock { $0.importCalls } }

    /// One call of `importHistory`.
    public struct ImportCall: Equatable, Sendable {
        public let watches: [LoggedWatch]
        public let firstWatches: [LoggedWatch]
        public let ratings: [Rating]

        public init(watches: [LoggedWatch], firstWatches: [LoggedWatch] = [], ratings: [Rating]) {
            self.watches = watches
            self.firstWatches = firstWatches
            self.ratings = ratings
        }
    }
    public var ratingsCalls: [TrackedKind?] { state.withLock { $0.ratingsCalls } }
    /// Every call of ``applyRatingSync(setting:clearing:at:)``.
    public var applyRatingSyncCalls: [ApplyRatingSyncCall] { state.withLock { $0.applyRatingSyncCalls } }

    /// A call of ``applyRatingSync(setting:clearing:at:)``.
    public struct ApplyRatingSyncCall: Equatable, Sendable {
        public let setting: [Rating]
        public let clearing: [TrackedItem]
        public let clearedAt: Date

        /// A call a test expects, to compare with ``applyRatingSyncCalls``.
        public init(setting: [Rating], clearing: [TrackedItem], clearedAt: Date) {
            self.setting = setting
            self.clearing = clearing
            self.clearedAt = clearedAt
        }
    }

    public func log(
        _ titles: [TrackedTitle], on day: WatchDay, at loggedAt: Date, rating: RatingValue?
    ) async throws(DataAccessError) -> (watches: [Watch], ratings: [Rating]) {
        let stub = state.withLock { state in
            state.logCalls.append(LogCall(titles: titles, day: day, loggedAt: loggedAt, rating: rating))
            return state.watches
        }
        let watches = try Self.answer(stub, "log")
        return (
            watches, rating.map { value in titles.map { Rating(title: $0, value: value, ratedAt: loggedAt) } } ?? []
        )
    }

    public func removeLatestWatch(of items: [TrackedItem]) async throws(DataAccessError) -> [Watch] {
        let stub = state.withLock { state in
            state.removeCalls.append(items)
            return state.watches
        }
        return try Self.answer(stub, "removeLatestWatch")
    }

    /// The stubbed watch with `id`, noted in ``removeWatchCalls``.
    public func removeWatch(id: Watch.ID) async throws(DataAccessError) -> Watch? {
        let stub = state.withLock { state in
            state.removeWatchCalls.append(id)
            return state.watches
        }
        return try Self.answer(stub, "removeWatch").first { $0.id == id }
    }

    /// What ``WatchedSeries/grouping(_:)`` makes of the episode watches stubbed (newest first).
    public func watchedSeries() async throws(DataAccessError) -> [WatchedSeries] {
        WatchedSeries.grouping(try await history(kind: .episode, since: nil))
    }

    public func history(kind: TrackedKind?, since day: WatchDay?) async throws(DataAccessError) -> [Watch] {
        let stub = state.withLock { state in
            state.historyCalls.append((kind, day))
            return state.watches
        }
        return try Self.answer(stub, "history")
    }

    public func watches(of item: TrackedItem) async throws(DataAccessError) -> [Watch] {
        try Self.answer(state.withLock { $0.watches }, "watches")
    }

    public func episodeWatches(ofSeries seriesID: Int) async throws(DataAccessError) -> [Watch] {
        try Self.answer(state.withLock { $0.watches }, "episodeWatches")
    }

    public func rate(_ title: TrackedTitle, _ value: RatingValue, at ratedAt: Date) async throws(DataAccessError)
        -> Rating
    {
        let stub = state.withLock { state in
            state.rateCalls.append(RateCall(title: title, value: value, ratedAt: ratedAt))
            return state.rating
        }
        if case .failure(let error) = stub {
            throw error
        }
        return Rating(title: title, value: value, ratedAt: ratedAt)
    }

    public func clearRating(of item: TrackedItem, at clearedAt: Date) async throws(DataAccessError) -> Rating? {
        let stub = state.withLock { state in
            state.clearCalls.append(item)
            return state.rating
        }
        return try Self.answer(stub, "clearRating")
    }

    /// Answers `ratings` (every rating) and ``clearedRatings``.
    public func ratingMarks() async throws(DataAccessError) -> (ratings: [Rating], cleared: [ClearedRating]) {
        let (stub, cleared) = state.withLock { ($0.ratings, $0.clearedRatings) }
        return (try Self.answer(stub, "ratingMarks"), cleared)
    }

    /// Records what the sync set and took back, and fails when `ratings` is a failure.
    public func applyRatingSync(setting: [Rating], clearing: [TrackedItem], at clearedAt: Date)
        async throws(DataAccessError)
    {
        let stub = state.withLock { state in
            state.applyRatingSyncCalls.append(.init(setting: setting, clearing: clearing, clearedAt: clearedAt))
            return state.ratings
        }
        if case .failure(let error) = stub {
            throw error
        }
    }

    /// Records what was imported and answers that all of it was new, unless `watches` is a failure.
    public func importHistory(
        _ watches: [LoggedWatch], firstWatches: [LoggedWatch], ratings: [Rating]
    ) async throws(DataAccessError) -> HistoryImportResult {
        let stub = state.withLock { state in
            state.importCalls.append(.init(watches: watches, firstWatches: firstWatches, ratings: ratings))
            return state.watches
        }
        if case .failure(let error) = stub {
            throw error
        }
        return HistoryImportResult(
            addedWatches: watches.count + firstWatches.count, existingWatches: 0, setRatings: ratings.count,
            keptRatings: 0)
    }

    /// Answers the stubbed watches of the item (of its episodes, for a series), recording the item.
    public func removeAllWatches(of item: TrackedItem) async throws(DataAccessError) -> [Watch] {
        let stub = state.withLock { state in
            state.removeAllCalls.append(item)
            return state.watches
        }
        return try Self.answer(stub, "removeAllWatches").filter { Self.watch($0, isOf: item) }
    }

    /// The latest day of the stubbed watches of each movie and series.
    public func lastWatchedDays() async throws(DataAccessError) -> [TrackedItem: WatchDay] {
        var days: [TrackedItem: WatchDay] = [:]
        for watch in try Self.answer(state.withLock { $0.watches }, "lastWatchedDays") {
            let item: TrackedItem = watch.item.kind == .movie ? watch.item : .series(id: watch.item.tmdbID)
            days[item] = max(days[item] ?? watch.watchedOn, watch.watchedOn)
        }
        return days
    }

    /// Counts the stubbed watches of the item (of its episodes, for a series) and answers the stubbed rating.
    public func viewing(of item: TrackedItem) async throws(DataAccessError) -> ItemViewing {
        let (watches, rating) = state.withLock { ($0.watches, $0.rating) }
        let matching = try Self.answer(watches, "viewing").filter { Self.watch($0, isOf: item) }
        return ItemViewing(
            watchCount: matching.count, lastWatchedOn: matching.map(\.watchedOn).max(),
            rating: try Self.answer(rating ?? .success(nil), "viewing")?.value)
    }

    public func rating(of item: TrackedItem) async throws(DataAccessError) -> Rating? {
        try Self.answer(state.withLock { $0.rating }, "rating")
    }

    public func ratings(kind: TrackedKind?) async throws(DataAccessError) -> [Rating] {
        let stub = state.withLock { state in
            state.ratingsCalls.append(kind)
            return state.ratings
        }
        return try Self.answer(stub, "ratings")
    }

    /// Whether the watch is of the item (of one of its episodes, for a series).
    private static func watch(_ watch: Watch, isOf item: TrackedItem) -> Bool {
        item.isWatchable ? watch.item == item : watch.item.kind == .episode && watch.item.tmdbID == item.tmdbID
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, _ call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else { throw .unknown("MockTrackingRepository.\(call): no stub") }
        return try stub.get()
    }
}
