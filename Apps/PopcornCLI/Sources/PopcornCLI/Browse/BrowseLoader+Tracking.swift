import PopcornBrowse
import TrackingApplication
import TrackingDomain

extension BrowseLoader {
    /// The progress tab: each series started, the one watched last first, as `popcorn progress`
    /// lists them; a row opens the next episode to watch (or the series, when up to date), so `m`
    /// on it logs that episode.
    func progress() async throws(CLIFailure) -> BrowseScreen {
        let overview: ProgressOverview
        do {
            overview = try await session.tracking.makeFetchProgressUseCase().execute(includingCompleted: false)
        } catch {
            throw session.failure(error)
        }
        let rows = overview.series.map { series in
            let counts = "\(series.watchedEpisodes)/\(series.airedEpisodes) · \(series.percent)%"
            guard let next = series.nextEpisode else {
                let coming = series.nextToAir.map { coming in
                    let code = EpisodeCode(seasonNumber: coming.seasonNumber, episodeNumber: coming.episodeNumber)
                    return coming.airDate.map { "next \(code) airs \($0)" } ?? "next \(code) announced"
                }
                return BrowseRow(
                    series.title, detail: Self.factsLine(["up to date", coming, counts]),
                    target: .tvSeries(series.tmdbID))
            }
            let code = EpisodeCode(seasonNumber: next.seasonNumber, episodeNumber: next.episodeNumber)
            return BrowseRow(
                series.title,
                detail: Self.factsLine(["next \(code)", next.name.map { "“\($0)”" }, counts]),
                target: .episode(seriesID: series.tmdbID, season: next.seasonNumber, episode: next.episodeNumber))
        }
        let empty =
            overview.completedLeftOut == 0
            ? "No series started yet: open an episode and press m to log it."
            : "Nothing in progress: you finished " + DisplayFormat.count(overview.completedLeftOut, "series", "series")
                + "."
        return BrowseScreen(target: .home(.progress), title: BrowseTab.progress.title, rows: rows, emptyText: empty)
    }

    func logWatch(_ target: BrowseTarget) async -> String {
        guard let item = Self.trackedItem(target), item.isWatchable else {
            return BrowseModel.onlyWatchable
        }
        do {
            let logged = try await session.tracking.makeLogWatchesUseCase().execute(.item(item), on: nil, rating: nil)
            guard let watch = logged.watches.first else {
                return BrowseModel.onlyWatchable
            }
            loggedWatches.push(watch.id)
            return "Watched \(TrackedItemLabel.title(watch.item)) on \(watch.watchedOn) (u takes it back)"
        } catch {
            return session.failure(error).message
        }
    }

    func undoWatch() async -> String {
        guard let id = loggedWatches.pop() else {
            return "No watch logged here to take back; 'popcorn unwatch' removes earlier ones"
        }
        do {
            let removed = try await session.tracking.makeRemoveWatchUseCase().execute(id: id)
            return "Took back your watch of \(TrackedItemLabel.title(removed.item)) on \(removed.watchedOn)"
        } catch .notWatched {
            return "That watch is no longer in your diary"
        } catch {
            return session.failure(error).message
        }
    }

    func rate(_ target: BrowseTarget, _ text: String) async -> String {
        guard let item = Self.trackedItem(target) else {
            return BrowseModel.onlyRatable
        }
        do {
            guard !text.isEmpty else {
                let cleared = try await session.tracking.makeClearRatingUseCase().execute(item)
                return "Cleared your rating of \(TrackedItemLabel.title(cleared.item))" + (await accountNote())
            }
            guard let value = Double(text) else {
                return "\(text) is not a rating; use 0.5 to 10 in steps of 0.5"
            }
            let rated = try await session.tracking.makeRateItemUseCase().execute(item, rating: value)
            return "Rated \(TrackedItemLabel.title(rated.item)) \(TrackedItemLabel.number(rated.rating))"
                + (await accountNote())
        } catch {
            return session.failure(error).message
        }
    }

    /// `; <why TMDb does not have it yet>` after a rating the account could not take at once, else nothing.
    func accountNote() async -> String {
        await session.changesSentToAccount().map { "; " + $0 } ?? ""
    }

    /// The diary's item a movie, series or episode target stands for.
    static func trackedItem(_ target: BrowseTarget) -> TrackedItem? {
        switch target {
        case .movie(let id): .movie(id: id)
        case .tvSeries(let id): .series(id: id)
        case .episode(let seriesID, let season, let episode):
            .episode(seriesID: seriesID, seasonNumber: season, episodeNumber: episode)
        default: nil
        }
    }
}
