import Foundation
import TrackingDomain

/// Maps diary entries to `tracking_watch` rows and back.
struct WatchMapper {
    /// The row of a new entry (SQLite gives it its id).
    func map(_ title: TrackedTitle, on day: WatchDay, loggedAt: Date) -> TrackingWatchEntity {
        let columns = TrackedItemColumns(title.item)
        return TrackingWatchEntity(
            id: nil, kind: columns.kind, tmdbID: columns.tmdbID, seasonNumber: columns.seasonNumber,
            episodeNumber: columns.episodeNumber, title: title.name, episodeName: title.episodeName,
            watchedOn: day.description, loggedAt: loggedAt)
    }

    /// The entry, or `nil` for a row no version of popcorn writes.
    func map(_ entity: TrackingWatchEntity) -> Watch? {
        let columns = TrackedItemColumns(
            kind: entity.kind, tmdbID: entity.tmdbID, seasonNumber: entity.seasonNumber,
            episodeNumber: entity.episodeNumber)
        guard let id = entity.id, let item = columns.item, let day = WatchDay(entity.watchedOn) else {
            return nil
        }
        return Watch(
            id: id, title: TrackedTitle(item: item, name: entity.title, episodeName: entity.episodeName),
            watchedOn: day, loggedAt: entity.loggedAt)
    }
}
