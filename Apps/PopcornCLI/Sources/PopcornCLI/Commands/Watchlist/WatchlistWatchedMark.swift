import WatchlistApplication

/// What `mark-watched` and `unmark-watched` share: find the entry, set its watched flag, say so.
enum WatchlistWatchedMark {
    /// Sets the watched flag of the titled entry and writes the entry (`--json`) or `<said> <title>`.
    static func run(_ watched: Bool, title: WatchlistTitleArguments, options: GlobalOptions, said: String)
        async throws
    {
        let session = try CommandSession.start(options: options)
        let command = "popcorn watchlist " + (watched ? "mark-watched" : "unmark-watched")
        let id = try await title.target.resolve(in: session, year: title.titleYear.year, command: command)
        let entry: WatchlistEntryDetails
        do {
            entry = try await session.watchlist.makeMarkWatchlistEntryWatchedUseCase().execute(id, watched: watched)
        } catch {
            throw session.failure(error, about: id)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(entry)
            return
        }
        try session.write(said + " " + session.style.title(WatchlistEntryLabel.title(entry)) + "\n")
    }
}
