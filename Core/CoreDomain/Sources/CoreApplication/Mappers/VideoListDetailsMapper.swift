import CoreDomain

/// Orders a title's videos for a screen and picks its main trailer: by kind (trailers first), the
/// official ones before the others, and TMDb's order among equals.
public struct VideoListDetailsMapper: Sendable {
    public init() {}

    public func map(_ videos: [Video]) -> VideoListDetails {
        let ordered = videos.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.kind.rank, lhs.element.isOfficial ? 0 : 1, lhs.offset)
            let right = (rhs.element.kind.rank, rhs.element.isOfficial ? 0 : 1, rhs.offset)
            return left < right
        }
        .map(\.element)
        let playable = ordered.filter { $0.playURL != nil }
        let main = playable.first { $0.kind == .trailer } ?? playable.first { $0.kind == .teaser }
        return VideoListDetails(mainTrailer: main.map(Self.details), videos: ordered.map(Self.details))
    }

    private static func details(_ video: Video) -> VideoDetails {
        VideoDetails(
            id: video.id,
            name: video.name,
            kind: video.kind.name,
            site: video.site.name,
            key: video.key,
            url: video.playURL,
            language: video.languageCode,
            publishedAt: video.publishedAt,
            isOfficial: video.isOfficial,
            size: video.size
        )
    }
}
