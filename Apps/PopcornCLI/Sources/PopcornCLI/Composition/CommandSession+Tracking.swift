import CoreDomain
import TrackingApplication
import TrackingDomain

extension CommandSession {
    /// The CLI failure for a diary or rating command's error: 64 for a day, a rating or an episode
    /// that cannot be logged as asked, 65 for an import file that cannot be read (naming `file` and
    /// the line), 66 for a title TMDb does not have and for nothing to undo,
    /// 74 when the diary file itself cannot be used (nothing overwritten), and the usual codes when
    /// TMDb could not say what a title is.
    func failure(_ error: TrackingError, file: String? = nil) -> CLIFailure {
        switch error {
        case .futureDay(let day):
            return CLIFailure(.usage, "\(day) is after today; log a watch on the day it happened (--on YYYY-MM-DD)")
        case .notWatchable:
            return CLIFailure(.usage, "a series is watched episode by episode; name one after it, such as S01E03")
        case .invalidRating(let value):
            return CLIFailure(.usage, Self.invalidRating(value))
        case .notWatched:
            return CLIFailure(.notFound, "nothing named has been watched; see what has with 'popcorn history'")
        case .notRated(let item):
            return CLIFailure(
                .notFound, "\(TrackedItemLabel.subject(item)) has no rating; see yours with 'popcorn ratings'")
        case .titleNotFound(let item):
            return FailureMapper.failure(
                for: DataAccessError.notFound, subject: Self.subject(item), source: configuration.source,
                isOffline: configuration.cachePolicy == .offline)
        case .seasonNotFound(let seriesID, let season):
            return FailureMapper.failure(
                for: DataAccessError.notFound, subject: .tvSeason(tvSeriesID: seriesID, seasonNumber: season),
                source: configuration.source, isOffline: configuration.cachePolicy == .offline)
        case .ratingNeedsOneTitle:
            return CLIFailure(
                .usage, "--rating goes with one movie or episode; log the episodes, then rate each with 'popcorn rate'")
        case .notAired(let item, let airDay, let day):
            let when = airDay.map { "its air date is \($0)" } ?? "TMDb does not say when it airs"
            return CLIFailure(.usage, "\(TrackedItemLabel.subject(item)) had not aired by \(day): \(when)")
        case .source(let cause, let item):
            return FailureMapper.failure(
                for: cause, subject: Self.subject(item), source: configuration.source,
                isOffline: configuration.cachePolicy == .offline)
        case .malformedImport(let line, let reason):
            let place = [file, line > 0 ? "line \(line)" : nil].compactMap { $0 }.joined(separator: ", ")
            return CLIFailure(.dataError, (place.isEmpty ? "" : "\(place): ") + "\(reason); nothing was imported")
        case .unresolvedImport(let rows):
            return UnresolvedRowsLines.failure(rows, naming: "film")
        case .importSource(let cause, let film):
            let failure = FailureMapper.failure(
                for: cause, subject: .search(query: film, page: 1), source: configuration.source,
                isOffline: configuration.cachePolicy == .offline)
            return CLIFailure(failure.status, failure.message + "; nothing was imported", details: failure.details)
        case .unavailable(let message):
            return CLIFailure(.userData, message)
        }
    }

    /// What a rating off TMDb's scale is told, whether `--rating` or the use case refuses it.
    static func invalidRating(_ value: Double) -> String {
        "\(TrackedItemLabel.number(value)) is not a rating; use 0.5 to 10 in steps of 0.5"
    }

    /// How a failure names a movie, series or episode.
    private static func subject(_ item: TrackedItem) -> FailureSubject {
        switch item {
        case .movie(let id): .movie(id: id)
        case .series(let id): .tvSeries(id: id)
        case .episode(let series, let season, let episode):
            .tvEpisode(tvSeriesID: series, seasonNumber: season, episodeNumber: episode)
        }
    }
}
