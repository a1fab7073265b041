import CoreDomain

/// Maps a `Video` to the ``VideoRow`` every context stores it in, and back.
public struct VideoRowMapper: OwnedRowMapping {
    public init() {}

    public func map(_ row: VideoRow) -> Video {
        Video(
            id: row.videoID, name: row.name, key: row.key, site: VideoSite(name: row.site),
            kind: VideoKind(name: row.kind), size: row.size, isOfficial: row.isOfficial, publishedAt: row.publishedAt,
            languageCode: row.languageCode, countryCode: row.countryCode)
    }

    public func map(_ video: Video) -> VideoRow {
        VideoRow(
            videoID: video.id, name: video.name, key: video.key, site: video.site.name, kind: video.kind.name,
            size: video.size, isOfficial: video.isOfficial, publishedAt: video.publishedAt,
            languageCode: video.languageCode, countryCode: video.countryCode)
    }
}
