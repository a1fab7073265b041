import CoreDomain
import Foundation

/// Maps a title's `[Video]` to its ``OwnedRowsEntity`` and back, in TMDb's order.
public struct VideosEntityMapper<Tables: VideosTables>: OwnedRowsEntityMapping {
    public init() {}

    public func map(_ entity: OwnedRowsEntity<Tables>) -> [Video] {
        (entity.rows ?? []).map {
            Video(
                id: $0.videoID, name: $0.name, key: $0.key, site: VideoSite(name: $0.site),
                kind: VideoKind(name: $0.kind), size: $0.size, isOfficial: $0.isOfficial, publishedAt: $0.publishedAt,
                languageCode: $0.languageCode, countryCode: $0.countryCode)
        }
    }

    /// Overwrites the language and every video, and refreshes `cachedAt`.
    public func map(_ videos: [Video], to entity: inout OwnedRowsEntity<Tables>, language: String, cachedAt: Date) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = videos.map {
            VideoRow(
                videoID: $0.id, name: $0.name, key: $0.key, site: $0.site.name, kind: $0.kind.name, size: $0.size,
                isOfficial: $0.isOfficial, publishedAt: $0.publishedAt, languageCode: $0.languageCode,
                countryCode: $0.countryCode)
        }
    }
}
