import Foundation
import TrackingApplication
import TrackingDomain
import WatchlistApplication
import WatchlistDomain

/// What `mark-watched` and `unmark-watched` share. The diary is the one record of what was
/// watched, so marking logs a watch there (a movie today, or on the day an older popcorn marked it;
/// a series' every aired episode) unless the diary has it already, and unmarking removes every
/// watch of it; the watchlist then shows what the diary says.
enum WatchlistWatchedMark {
    /// Marks or unmarks the titled entry and writes the entry (`--json`) or `<said> <title>` with
    /// what changed in the diary.
    static func run(_ watched: Bool, title: WatchlistTitleArguments, options: GlobalOptions, said: String)
        async throws
    {
        let session = try CommandSession.start(options: options)
        let command = "popcorn watchlist " + (watched ? "mark-watched" : "unmark-watched")
        let id = try await title.target.resolve(in: session, year: title.titleYear.year, command: command)
        let (entry, change) = try await apply(id, watched: watched, in: session)
        if session.configuration.outputsJSON {
            try session.writeJSON(entry)
            return
        }
        try session.write(said + " " + session.style.title(WatchlistEntryLabel.title(entry)) + change + "\n")
    }

    /// Marks (`watched`) or unmarks the entry through the diary: the entry as the watchlist then
    /// shows it, and what changed in the diary (` (logged in your diary on DAY)`), or a
    /// `CLIFailure` (nothing changed when the title is not on the watchlist).
    static func apply(_ id: WatchlistItemID, watched: Bool, in session: CommandSession) async throws(CLIFailure)
        -> (entry: WatchlistEntryDetails, change: String)
    {
        let item: TrackedItem = id.kind == .movie ? .movie(id: id.tmdbID) : .series(id: id.tmdbID)
        let mark = session.watchlist.makeMarkWatchlistEntryWatchedUseCase()
        // The entry as it is (nothing written): the diary changes first, then the watchlist's own mark,
        // so a diary that cannot be written leaves both as they were.
        let before = try await markEntry(mark, id, watched: true, in: session)
        let change: String
        do {
            if watched {
                change = try await log(item, markedAt: before.watchedAt, in: session)
            } else {
                let removed = try await session.tracking.makeRemoveAllWatchesUseCase().execute(item)
                change =
                    removed.isEmpty
                    ? "" : " (" + DisplayFormat.count(removed.count, "watch", "watches") + " removed from your diary)"
            }
        } catch {
            throw session.failure(error)
        }
        return (try await markEntry(mark, id, watched: watched, in: session), change)
    }

    /// Logs the title in the diary unless it has it; says what was logged.
    private static func log(_ item: TrackedItem, markedAt: Date?, in session: CommandSession)
        async throws(TrackingError) -> String
    {
        let viewing = try await session.tracking.makeFetchViewingUseCase().execute(item)
        guard viewing.watchCount == 0 else {
            return " (your diary has it, last " + (viewing.lastWatchedAt ?? "") + ")"
        }
        let selection: TrackedSelection =
            item.kind == .movie ? .item(item) : .episodes(seriesID: item.tmdbID, .all)
        // A mark from before the diary keeps its day; otherwise the watch is today's.
        let logged = try await session.tracking.makeLogWatchesUseCase()
            .execute(selection, on: markedAt.map { WatchDay($0, in: .current) }, rating: nil)
        guard let first = logged.watches.first else {
            return ""
        }
        return logged.watches.count == 1
            ? " (logged in your diary on \(first.watchedOn))"
            : " (" + DisplayFormat.count(logged.watches.count, "episode", "episodes") + " logged in your diary on "
                + "\(first.watchedOn))"
    }

    private static func markEntry(
        _ mark: some MarkWatchlistEntryWatchedUseCase, _ id: WatchlistItemID, watched: Bool,
        in session: CommandSession
    ) async throws(CLIFailure) -> WatchlistEntryDetails {
        do {
            return try await mark.execute(id, watched: watched)
        } catch {
            throw session.failure(error, about: id)
        }
    }
}
