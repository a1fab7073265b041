import PopcornBrowse
import WatchlistApplication
import WatchlistDomain

extension BrowseLoader {
    /// The watchlist tab: the titles on it, most recently added first.
    func watchlist() async throws(CLIFailure) -> BrowseScreen {
        let list: WatchlistDetails
        do {
            list = try await session.watchlist.makeFetchWatchlistUseCase().execute(kind: nil, sort: .added)
        } catch {
            throw session.failure(error)
        }
        let rows = list.results.map { entry in
            BrowseRow(
                entry.title,
                detail: Self.factsLine([
                    entry.kind == .movie ? "movie" : "series", entry.year.map(String.init),
                    entry.isWatched ? "✓ watched" : "not watched", entry.note.map { "“\($0)”" },
                ]),
                target: entry.kind == .movie ? .movie(entry.id) : .tvSeries(entry.id))
        }
        return BrowseScreen(
            target: .home(.watchlist), title: "Your watchlist", rows: rows,
            emptyText: "Nothing on your watchlist yet: press w on a movie or series to add it.")
    }

    func toggleWatchlist(_ target: BrowseTarget) async -> String {
        guard let id = Self.watchlistID(target) else {
            return BrowseModel.onlyTitlesOnTheWatchlist
        }
        do {
            return try await remove(id)
        } catch .notOnWatchlist {
            do {
                let added = try await session.watchlist.makeAddToWatchlistUseCase().execute(id)
                return "Added \(added.entry.title) to your watchlist" + (await accountNote())
            } catch {
                return session.failure(error, about: id).message
            }
        } catch {
            return session.failure(error, about: id).message
        }
    }

    func toggleWatched(_ target: BrowseTarget) async -> String {
        guard let id = Self.watchlistID(target) else {
            return BrowseModel.onlyTitlesOnTheWatchlist
        }
        let watched: Bool
        do {
            let entries = try await session.watchlist.makeFetchWatchlistUseCase().execute(kind: id.kind, sort: .added)
            watched = entries.results.first { $0.itemID == id }?.isWatched ?? false
        } catch {
            return session.failure(error, about: id).message
        }
        do {
            let (entry, change) = try await WatchlistWatchedMark.apply(id, watched: !watched, in: session)
            return (entry.isWatched ? "Marked \(entry.title) watched" : "Marked \(entry.title) not watched") + change
        } catch {
            return error.message
        }
    }

    func removeFromWatchlist(_ target: BrowseTarget) async -> String {
        guard let id = Self.watchlistID(target) else {
            return BrowseModel.onlyTitlesOnTheWatchlist
        }
        do {
            return try await remove(id)
        } catch {
            return session.failure(error, about: id).message
        }
    }

    /// Takes `id` off the watchlist and says so in one line.
    private func remove(_ id: WatchlistItemID) async throws(WatchlistError) -> String {
        let removed = try await session.watchlist.makeRemoveFromWatchlistUseCase().execute(id)
        return "Took \(removed.title) off your watchlist" + (await accountNote())
    }

    /// The watchlist entry a movie or series target stands for.
    static func watchlistID(_ target: BrowseTarget) -> WatchlistItemID? {
        switch target {
        case .movie(let tmdbID): WatchlistItemID(kind: .movie, tmdbID: tmdbID)
        case .tvSeries(let tmdbID): WatchlistItemID(kind: .tvSeries, tmdbID: tmdbID)
        default: nil
        }
    }

    func recordSearch(_ query: String) async {
        await session.recordSearch(query, kind: .all)
    }
}
