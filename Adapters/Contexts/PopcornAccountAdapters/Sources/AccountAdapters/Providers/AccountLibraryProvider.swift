import AccountDomain
import CoreApplication
import CoreDomain
import Foundation
import TVSeriesApplication
import TrackingApplication
import WatchlistApplication

/// The library here for the sync, answered by the Watchlist and Tracking contexts: their titles and
/// ratings read once each, their changes made in one transaction each. An episode rated on TMDb is
/// named after its series from what either side knows, else from the series' summary (cached, at most
/// one request per series); one that cannot be named waits for the next sync.
public struct AccountLibraryProvider: LocalLibraryProviding {
    /// Series summaries asked at once when naming episodes.
    static let lookupWidth = 4

    private let watchlist: any SyncWatchlistUseCase
    private let ratings: any SyncRatingsUseCase
    private let seriesSummary: any FetchTVSeriesSummaryUseCase

    public init(
        watchlist: any SyncWatchlistUseCase, ratings: any SyncRatingsUseCase,
        seriesSummary: any FetchTVSeriesSummaryUseCase
    ) {
        self.watchlist = watchlist
        self.ratings = ratings
        self.seriesSummary = seriesSummary
    }

    public func library() async throws(DataAccessError) -> LocalLibrary {
        let titles: [WatchlistSyncTitle]
        let marks: (ratings: [RatingDetails], cleared: [ClearedRatingDetails])
        do {
            titles = try await watchlist.titles()
        } catch {
            throw .storage(String(describing: error))
        }
        do {
            marks = try await ratings.marks()
        } catch {
            throw .storage(String(describing: error))
        }
        var names: [RatedKey: String] = [:]
        var library: [RatedKey: RatingMark] = [:]
        for cleared in marks.cleared {
            let key = Self.key(cleared.item)
            library[key] = RatingMark(halves: nil, changedAt: cleared.clearedAt)
            names[key] = Self.name(cleared.item)
        }
        for rating in marks.ratings {
            let key = Self.key(rating.item)
            library[key] = RatingMark(halves: Int((rating.rating * 2).rounded()), changedAt: rating.ratedAt)
            names[key] = Self.name(rating.item)
        }
        let keyed = titles.map { (WatchlistKey($0.kind == .movie ? .movie : .tv, $0.tmdbID), $0) }
        return LocalLibrary(
            watchlist: Dictionary(keyed.map { ($0.0, $0.1.title) }, uniquingKeysWith: { first, _ in first }),
            ratings: library, ratingNames: names,
            watchlistAddedAt: Dictionary(
                keyed.compactMap { key, title in title.addedAt.map { (key, $0) } },
                uniquingKeysWith: { first, _ in first }))
    }

    public func apply(_ changes: [SyncChange], from remote: RemoteLibrary, at date: Date) async throws(DataAccessError)
        -> [SyncChange]
    {
        var adding: [WatchlistSyncTitle] = []
        var removing: [WatchlistSyncTitle] = []
        var setting: [(SyncChange, RatedKey, RemoteRating)] = []
        var clearing: [TrackedItemDetails] = []
        var made: [SyncChange] = []
        for change in changes {
            switch change {
            case .watchlist(let key, let onWatchlist):
                let title = remote.watchlist[key] ?? AccountTitle(name: "\(key)")
                let entry = WatchlistSyncTitle(
                    kind: key.kind == .movie ? .movie : .tvSeries, tmdbID: key.tmdbID, title: title.name,
                    releaseDate: title.releaseDate, posterPath: title.posterPath, voteAverage: title.voteAverage)
                if onWatchlist {
                    adding.append(entry)
                } else {
                    removing.append(entry)
                }
                made.append(change)
            case .rating(let key, nil):
                clearing.append(Self.details(key, name: "", episodeName: nil))
                made.append(change)
            case .rating(let key, _):
                if let rating = remote.ratings[key] {
                    setting.append((change, key, rating))
                }
            }
        }
        let seriesNames = await names(ofSeriesOf: setting.map(\.1), remote: remote)
        var rated: [RatingDetails] = []
        for (change, key, rating) in setting {
            guard let name = rating.name ?? seriesNames[key.tmdbID] else {
                continue  // Unnamed: left for the next sync.
            }
            rated.append(
                RatingDetails(
                    item: Self.details(key, name: name, episodeName: rating.episodeName),
                    rating: Double(rating.halves) / 2, ratedAt: rating.ratedAt ?? date))
            made.append(change)
        }
        if !adding.isEmpty || !removing.isEmpty {
            do {
                try await watchlist.apply(adding: adding, removing: removing, at: date)
            } catch {
                throw .storage(String(describing: error))
            }
        }
        if !rated.isEmpty || !clearing.isEmpty {
            do {
                try await ratings.apply(setting: rated, clearing: clearing)
            } catch {
                throw .storage(String(describing: error))
            }
        }
        return made
    }

    /// The names of the series of the episodes in `keys` that the account's lists do not name:
    /// from those lists when they have the series, else from its summary, a few at a time.
    private func names(ofSeriesOf keys: [RatedKey], remote: RemoteLibrary) async -> [Int: String] {
        var names: [Int: String] = [:]
        var unknown = Set<Int>()
        for case .episode(let series, _, _) in keys {
            if let name = remote.watchlist[WatchlistKey(.tv, series)]?.name ?? remote.ratings[.series(id: series)]?.name
            {
                names[series] = name
            } else {
                unknown.insert(series)
            }
        }
        let summary = seriesSummary
        let ids = unknown.sorted()
        await withTaskGroup(of: (Int, String?).self) { group in
            var next = 0
            func startNext() {
                guard next < ids.count else {
                    return
                }
                let id = ids[next]
                next += 1
                group.addTask { (id, try? await summary.execute(id: id).name) }
            }
            for _ in 0..<Self.lookupWidth {
                startNext()
            }
            while let (id, name) = await group.next() {
                names[id] = name
                startNext()
            }
        }
        return names
    }

    private static func key(_ item: TrackedItemDetails) -> RatedKey {
        switch item.kind {
        case .movie: .movie(id: item.tmdbID)
        case .tv: .series(id: item.tmdbID)
        case .episode:
            .episode(
                seriesID: item.tmdbID, seasonNumber: item.seasonNumber ?? 0, episodeNumber: item.episodeNumber ?? 0)
        }
    }

    /// `Breaking Bad`, `Breaking Bad: Pilot`.
    private static func name(_ item: TrackedItemDetails) -> String {
        item.episodeName.map { "\(item.title): \($0)" } ?? item.title
    }

    private static func details(_ key: RatedKey, name: String, episodeName: String?) -> TrackedItemDetails {
        switch key {
        case .movie(let id): TrackedItemDetails(kind: .movie, tmdbID: id, title: name)
        case .series(let id): TrackedItemDetails(kind: .tv, tmdbID: id, title: name)
        case .episode(let series, let season, let episode):
            TrackedItemDetails(
                kind: .episode, tmdbID: series, title: name, seasonNumber: season, episodeNumber: episode,
                episodeName: episodeName)
        }
    }
}
