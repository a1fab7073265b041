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
                    entry.isWatched ? "watched" : nil,
                ]),
                target: entry.kind == .movie ? .movie(entry.id) : .tvSeries(entry.id))
        }
        return BrowseScreen(
            target: .home(.watchlist), title: "Your watchlist", rows: rows,
            emptyText: "Nothing on your watchlist yet: press w on a movie or series to add it.")
    }

    func toggleWatchlist(_ target: BrowseTarget) async -> String {
        let id: WatchlistItemID
        switch target {
        case .movie(let tmdbID): id = WatchlistItemID(kind: .movie, tmdbID: tmdbID)
        case .tvSeries(let tmdbID): id = WatchlistItemID(kind: .tvSeries, tmdbID: tmdbID)
        default: return "Only movies and series go on the watchlist"
        }
        do {
            let removed = try await session.watchlist.makeRemoveFromWatchlistUseCase().execute(id)
            return "Took \(removed.title) off your watchlist"
        } catch .notOnWatchlist {
            do {
                let added = try await session.watchlist.makeAddToWatchlistUseCase().execute(id)
                return "Added \(added.entry.title) to your watchlist"
            } catch {
                return session.failure(error, about: id).message
            }
        } catch {
            return session.failure(error, about: id).message
        }
    }

    func recordSearch(_ query: String) async {
        await session.recordSearch(query, kind: .all)
    }
}
