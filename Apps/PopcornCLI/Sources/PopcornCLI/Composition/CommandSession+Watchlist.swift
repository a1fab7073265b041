import CoreDomain
import WatchlistApplication
import WatchlistDomain

extension CommandSession {
    /// The CLI failure for a watchlist command's error: 66 for a title not on the watchlist (or
    /// unknown to TMDb) and for import rows that name none, 65 for an import file that cannot be
    /// read, 74 when the watchlist file itself cannot be used (nothing overwritten), and the usual
    /// codes when TMDb could not say what a title is.
    func failure(_ error: WatchlistError, about id: WatchlistItemID? = nil, file: String? = nil) -> CLIFailure {
        switch error {
        case .notOnWatchlist(let id):
            return CLIFailure(.notFound, "\(id) is not on your watchlist; see what is with 'popcorn watchlist list'")
        case .titleNotFound(let id):
            return FailureMapper.failure(
                for: DataAccessError.notFound, subject: Self.subject(id), source: configuration.source,
                isOffline: configuration.cachePolicy == .offline)
        case .unavailable(let message):
            return CLIFailure(.userData, message)
        case .source(let cause):
            return FailureMapper.failure(
                for: cause, subject: id.map(Self.subject) ?? .search(query: file ?? "the import", page: 1),
                source: configuration.source, isOffline: configuration.cachePolicy == .offline)
        case .malformedImport(let line, let reason):
            let place = [file, line > 0 ? "line \(line)" : nil].compactMap { $0 }.joined(separator: ", ")
            return CLIFailure(
                .dataError, (place.isEmpty ? "" : "\(place): ") + "\(reason); nothing was imported")
        case .unresolvedImport(let rows):
            return UnresolvedRowsLines.failure(rows, naming: "title")
        }
    }

    /// How a failure names a title of the watchlist.
    private static func subject(_ id: WatchlistItemID) -> FailureSubject {
        switch id.kind {
        case .movie: .movie(id: id.tmdbID)
        case .tvSeries: .tvSeries(id: id.tmdbID)
        }
    }
}
