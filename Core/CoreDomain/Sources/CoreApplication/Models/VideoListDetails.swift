/// A title's videos in the order a screen lists them (trailers, teasers, clips, featurettes, then
/// the rest; the studio's own before fans'), with the one a details screen links to.
///
/// It is the `--json` document of `popcorn movie|tv videos`.
public struct VideoListDetails: Codable, Equatable, Sendable {
    /// The trailer a details screen shows: the first playable trailer in ``videos``, else the first
    /// playable teaser; `nil` when there is neither.
    public let mainTrailer: VideoDetails?
    public let videos: [VideoDetails]

    public init(mainTrailer: VideoDetails?, videos: [VideoDetails]) {
        self.mainTrailer = mainTrailer
        self.videos = videos
    }
}
