import CoreDomain
import DataPersistence
import Foundation
import GRDB
import TrackingDomain

/// The diary and the ratings in their own SQLite file (a `UserDataStore` that keeps a `.bak`),
/// through GRDB.
///
/// Every change is one transaction, durable once it returns; concurrent processes wait for each
/// other. Reading before anything was logged answers nothing without creating the file.
public struct DefaultTrackingRepository: TrackingRepository {
    private let store: UserDataStore
    private let watchMapper = WatchMapper()
    private let ratingMapper = RatingMapper()

    /// Newest first: by day, then by when logged, then by the order logged.
    private static let newestFirst = "watchedOn DESC, loggedAt DESC, id DESC"

    /// A repository over a store migrated with ``TrackingMigrations``.
    public init(store: UserDataStore) {
        self.store = store
    }

    public func log(
        _ titles: [TrackedTitle], on day: WatchDay, at loggedAt: Date, rating: RatingValue?
    ) async throws(DataAccessError) -> (watches: [Watch], ratings: [Rating]) {
        let mapper = watchMapper
        let ratings = rating.map { value in titles.map { Rating(title: $0, value: value, ratedAt: loggedAt) } } ?? []
        let ratingRows = ratings.map(ratingMapper.map)
        let watches = try await store.write { db in
            let watches = try titles.compactMap { title in
                var entity = mapper.map(title, on: day, loggedAt: loggedAt)
                try entity.insert(db)
                return mapper.map(entity)
            }
            for row in ratingRows {
                try row.insert(db, onConflict: .replace)
            }
            return watches
        }
        return (watches, ratings)
    }

    public func removeLatestWatch(of items: [TrackedItem]) async throws(DataAccessError) -> [Watch] {
        guard store.exists, !items.isEmpty else {
            return []
        }
        let mapper = watchMapper
        let wanted = Set(items)
        let ids = Array(Set(items.map(\.tmdbID)))
        return try await store.write { db in
            // One query for every watch of the titles named, the latest per item picked here, one delete.
            let rows = try TrackingWatchEntity.fetchAll(
                db,
                sql:
                    "SELECT \(TrackingWatchEntity.selection) FROM tracking_watch WHERE tmdbID IN (\(Self.placeholders(ids.count))) "
                    + "ORDER BY \(Self.newestFirst)",
                arguments: StatementArguments(ids))
            var latest: [TrackedItem: Watch] = [:]
            for watch in rows.compactMap(mapper.map) where wanted.contains(watch.item) && latest[watch.item] == nil {
                latest[watch.item] = watch
            }
            let removed = items.compactMap { latest[$0] }
            _ = try TrackingWatchEntity.deleteAll(db, keys: removed.map(\.id))
            return removed
        }
    }

    public func removeWatch(id: Watch.ID) async throws(DataAccessError) -> Watch? {
        guard store.exists else {
            return nil
        }
        let mapper = watchMapper
        return try await store.write { db in
            guard
                let entity = try TrackingWatchEntity.fetchOne(
                    db, sql: "SELECT \(TrackingWatchEntity.selection) FROM tracking_watch WHERE id = ?", arguments: [id]
                )
            else {
                return nil
            }
            _ = try TrackingWatchEntity.deleteOne(db, key: id)
            return mapper.map(entity)
        }
    }

    public func importHistory(
        _ watches: [LoggedWatch], firstWatches: [LoggedWatch], ratings: [Rating]
    ) async throws(DataAccessError) -> HistoryImportResult {
        let mapper = watchMapper
        let rows = ratings.map(ratingMapper.map)
        return try await store.write { db in
            var known = Set<String>()
            var watchedItems = Set<String>()
            for row in try Row.fetchAll(
                db, sql: "SELECT kind, tmdbID, seasonNumber, episodeNumber, watchedOn, loggedAt FROM tracking_watch")
            {
                let item = Self.itemKey(row[0], row[1], row[2], row[3])
                watchedItems.insert(item)
                known.insert(Self.importKey(item, row[4], (row[5] as Date).timeIntervalSince1970))
            }
            var added = 0
            for watch in watches {
                var entity = mapper.map(watch.title, on: watch.watchedOn, loggedAt: watch.loggedAt)
                let item = Self.itemKey(entity.kind, entity.tmdbID, entity.seasonNumber, entity.episodeNumber)
                guard
                    known.insert(Self.importKey(item, entity.watchedOn, watch.loggedAt.timeIntervalSince1970)).inserted
                else {
                    continue
                }
                try entity.insert(db)
                watchedItems.insert(item)
                added += 1
            }
            for watch in firstWatches {
                var entity = mapper.map(watch.title, on: watch.watchedOn, loggedAt: watch.loggedAt)
                guard
                    watchedItems.insert(
                        Self.itemKey(entity.kind, entity.tmdbID, entity.seasonNumber, entity.episodeNumber)
                    ).inserted
                else {
                    continue
                }
                try entity.insert(db)
                added += 1
            }
            var set = 0
            for row in rows {
                if let existing = try TrackingRatingEntity.fetchOne(db, key: row.itemKey),
                    existing.halves == row.halves || existing.ratedAt > row.ratedAt
                {
                    continue
                }
                // A rating taken back after it was given stays taken back: an older export never
                // brings it back.
                if let clearedAt = try Date.fetchOne(
                    db, sql: "SELECT clearedAt FROM tracking_rating_cleared WHERE itemKey = ?", arguments: [row.itemKey]
                ),
                    clearedAt >= row.ratedAt
                {
                    continue
                }
                try row.insert(db, onConflict: .replace)
                try db.execute(sql: "DELETE FROM tracking_rating_cleared WHERE itemKey = ?", arguments: [row.itemKey])
                set += 1
            }
            return HistoryImportResult(
                addedWatches: added, existingWatches: watches.count + firstWatches.count - added, setRatings: set,
                keptRatings: rows.count - set)
        }
    }

    /// What names a watched item in ``importHistory(_:firstWatches:ratings:)``'s sets.
    private static func itemKey(_ kind: String, _ tmdbID: Int, _ season: Int?, _ episode: Int?) -> String {
        "\(kind)|\(tmdbID)|\(season ?? -1)|\(episode ?? -1)"
    }

    /// What tells two watches apart on import: the item, the day, and when logged to the second.
    private static func importKey(_ item: String, _ day: String, _ loggedAt: Double) -> String {
        "\(item)|\(day)|\(Int(loggedAt.rounded(.down)))"
    }

    public func removeAllWatches(of item: TrackedItem) async throws(DataAccessError) -> [Watch] {
        guard store.exists else {
            return []
        }
        let (filter, arguments) = Self.filter(of: item)
        let mapper = watchMapper
        return try await store.write { db in
            let rows = try TrackingWatchEntity.fetchAll(
                db,
                sql:
                    "SELECT \(TrackingWatchEntity.selection) FROM tracking_watch WHERE \(filter) ORDER BY \(Self.newestFirst)",
                arguments: arguments)
            try db.execute(sql: "DELETE FROM tracking_watch WHERE \(filter)", arguments: arguments)
            return rows.compactMap(mapper.map)
        }
    }

    public func lastWatchedDays() async throws(DataAccessError) -> [TrackedItem: WatchDay] {
        guard store.exists else {
            return [:]
        }
        return try await store.read { db in
            var days: [TrackedItem: WatchDay] = [:]
            let rows = try Row.fetchAll(
                db, sql: "SELECT kind, tmdbID, MAX(watchedOn) FROM tracking_watch GROUP BY kind, tmdbID")
            for row in rows {
                let kind: String = row[0]
                let id: Int = row[1]
                guard let day = (row[2] as String?).flatMap(WatchDay.init) else {
                    continue
                }
                days[kind == TrackedKind.movie.rawValue ? .movie(id: id) : .series(id: id)] = day
            }
            return days
        }
    }

    public func watchedSeries() async throws(DataAccessError) -> [WatchedSeries] {
        guard store.exists else {
            return []
        }
        return try await store.read { db in
            // Newest first, along the index: a series' first row is its latest watch, the only one
            // whose name and dates are read.
            let rows = try Row.fetchCursor(
                db,
                sql: "SELECT tmdbID, seasonNumber, episodeNumber, title, watchedOn, loggedAt FROM tracking_watch "
                    + "WHERE kind = 'episode' ORDER BY \(Self.newestFirst)")
            var order: [(seriesID: Int, name: String, day: WatchDay, loggedAt: Date)] = []
            var episodes: [Int: Set<SeasonEpisode>] = [:]
            while let row = try rows.next() {
                let seriesID: Int = row[0]
                guard let season = row[1] as Int?, let episode = row[2] as Int? else {
                    continue
                }
                if episodes[seriesID] == nil, let day = WatchDay(row[4] as String) {
                    order.append((seriesID, row[3], day, row[5]))
                }
                episodes[seriesID, default: []].insert(SeasonEpisode(season, episode))
            }
            return order.map { latest in
                WatchedSeries(
                    seriesID: latest.seriesID, name: latest.name, episodes: episodes[latest.seriesID] ?? [],
                    lastWatchedOn: latest.day, lastLoggedAt: latest.loggedAt)
            }
        }
    }

    public func history(kind: TrackedKind?, since day: WatchDay?) async throws(DataAccessError) -> [Watch] {
        guard store.exists else {
            return []
        }
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let kind {
            conditions.append("kind = ?")
            arguments += [kind == .movie ? TrackedKind.movie.rawValue : TrackedKind.episode.rawValue]
        }
        if let day {
            conditions.append("watchedOn >= ?")
            arguments += [day.description]
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sql = "SELECT \(TrackingWatchEntity.selection) FROM tracking_watch \(filter) ORDER BY \(Self.newestFirst)"
        return try await fetchWatches(sql: sql, arguments: arguments)
    }

    public func watches(of item: TrackedItem) async throws(DataAccessError) -> [Watch] {
        guard store.exists, item.isWatchable else {
            return []
        }
        let columns = TrackedItemColumns(item)
        return try await fetchWatches(
            sql:
                "SELECT \(TrackingWatchEntity.selection) FROM tracking_watch WHERE kind = ? AND tmdbID = ? AND seasonNumber IS ? "
                + "AND episodeNumber IS ? ORDER BY \(Self.newestFirst)",
            arguments: [columns.kind, columns.tmdbID, columns.seasonNumber, columns.episodeNumber])
    }

    public func episodeWatches(ofSeries seriesID: Int) async throws(DataAccessError) -> [Watch] {
        guard store.exists else {
            return []
        }
        return try await fetchWatches(
            sql:
                "SELECT \(TrackingWatchEntity.selection) FROM tracking_watch WHERE kind = 'episode' AND tmdbID = ? ORDER BY \(Self.newestFirst)",
            arguments: [seriesID])
    }

    public func viewing(of item: TrackedItem) async throws(DataAccessError) -> ItemViewing {
        guard store.exists else {
            return .none
        }
        let key = TrackedItemColumns(item).key
        let (filter, arguments) = Self.filter(of: item)
        let sql = "SELECT COUNT(*), MAX(watchedOn) FROM tracking_watch WHERE \(filter)"
        let mapper = ratingMapper
        return try await store.read { db in
            let row = try Row.fetchOne(db, sql: sql, arguments: arguments)
            let rating = try TrackingRatingEntity.fetchOne(db, key: key).flatMap(mapper.map)
            return ItemViewing(
                watchCount: row?[0] ?? 0, lastWatchedOn: (row?[1] as String?).flatMap(WatchDay.init),
                rating: rating?.value)
        }
    }

    public func rate(_ title: TrackedTitle, _ value: RatingValue, at ratedAt: Date) async throws(DataAccessError)
        -> Rating
    {
        let rating = Rating(title: title, value: value, ratedAt: ratedAt)
        let entity = ratingMapper.map(rating)
        try await store.write { db in
            try entity.insert(db, onConflict: .replace)
            try db.execute(sql: "DELETE FROM tracking_rating_cleared WHERE itemKey = ?", arguments: [entity.itemKey])
        }
        return rating
    }

    public func clearRating(of item: TrackedItem, at clearedAt: Date) async throws(DataAccessError) -> Rating? {
        guard store.exists else {
            return nil
        }
        let mapper = ratingMapper
        let key = TrackedItemColumns(item).key
        return try await store.write { db in
            guard let entity = try TrackingRatingEntity.fetchOne(db, key: key) else {
                return nil
            }
            try Self.clear(entity, at: clearedAt, in: db)
            return mapper.map(entity)
        }
    }

    public func ratingMarks() async throws(DataAccessError) -> (ratings: [Rating], cleared: [ClearedRating]) {
        guard store.exists else {
            return ([], [])
        }
        let mapper = ratingMapper
        return try await store.read { db in
            let ratings = try TrackingRatingEntity.fetchAll(db).compactMap(mapper.map)
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT kind, tmdbID, seasonNumber, episodeNumber, title, episodeName, clearedAt "
                    + "FROM tracking_rating_cleared")
            let cleared = rows.compactMap { row -> ClearedRating? in
                let columns = TrackedItemColumns(
                    kind: row[0], tmdbID: row[1], seasonNumber: row[2], episodeNumber: row[3])
                return columns.item.map {
                    ClearedRating(title: TrackedTitle(item: $0, name: row[4], episodeName: row[5]), clearedAt: row[6])
                }
            }
            return (ratings, cleared)
        }
    }

    public func applyRatingSync(setting: [Rating], clearing: [TrackedItem], at clearedAt: Date)
        async throws(DataAccessError)
    {
        guard !setting.isEmpty || (!clearing.isEmpty && store.exists) else {
            return
        }
        let entities = setting.map(ratingMapper.map)
        let keys = clearing.map { TrackedItemColumns($0).key }
        try await store.write { db in
            for key in keys {
                if let entity = try TrackingRatingEntity.fetchOne(db, key: key) {
                    try Self.clear(entity, at: clearedAt, in: db)
                }
            }
            for entity in entities {
                try entity.insert(db, onConflict: .replace)
                try db.execute(
                    sql: "DELETE FROM tracking_rating_cleared WHERE itemKey = ?", arguments: [entity.itemKey])
            }
        }
    }

    /// Deletes the rating and remembers when it was taken back, in the caller's transaction.
    private static func clear(_ entity: TrackingRatingEntity, at clearedAt: Date, in db: Database) throws {
        try entity.delete(db)
        try db.execute(
            sql: "INSERT OR REPLACE INTO tracking_rating_cleared "
                + "(itemKey, kind, tmdbID, seasonNumber, episodeNumber, title, episodeName, clearedAt) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            arguments: [
                entity.itemKey, entity.kind, entity.tmdbID, entity.seasonNumber, entity.episodeNumber, entity.title,
                entity.episodeName, clearedAt,
            ])
    }

    public func rating(of item: TrackedItem) async throws(DataAccessError) -> Rating? {
        guard store.exists else {
            return nil
        }
        let mapper = ratingMapper
        let key = TrackedItemColumns(item).key
        return try await store.read { db in try TrackingRatingEntity.fetchOne(db, key: key).flatMap(mapper.map) }
    }

    public func ratings(kind: TrackedKind?) async throws(DataAccessError) -> [Rating] {
        guard store.exists else {
            return []
        }
        let mapper = ratingMapper
        return try await store.read { db in
            // Ratings given within one second: the one given last first (a new rating replaces the
            // row, so the row's id says which).
            var request = TrackingRatingEntity.order(TrackingRatingEntity.Columns.ratedAt.desc, Column.rowID.desc)
            if let kind {
                request = request.filter(TrackingRatingEntity.Columns.kind == kind.rawValue)
            }
            return try request.fetchAll(db).compactMap(mapper.map)
        }
    }

    private func fetchWatches(sql: String, arguments: StatementArguments) async throws(DataAccessError) -> [Watch] {
        let mapper = watchMapper
        return try await store.read { db in
            try TrackingWatchEntity.fetchAll(db, sql: sql, arguments: arguments).compactMap(mapper.map)
        }
    }

    /// The `WHERE` clause of every watch of the item (every episode watch, for a series).
    private static func filter(of item: TrackedItem) -> (String, StatementArguments) {
        let columns = TrackedItemColumns(item)
        guard item.isWatchable else {
            return ("kind = 'episode' AND tmdbID = ?", [columns.tmdbID])
        }
        return (
            "kind = ? AND tmdbID = ? AND seasonNumber IS ? AND episodeNumber IS ?",
            [columns.kind, columns.tmdbID, columns.seasonNumber, columns.episodeNumber]
        )
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
