import DataPersistence

/// Where the movies context caches a movie's videos: `movies_videos`, owning `movies_video`
/// through `movieID`.
enum MoviesVideosTables: VideosTables {
    static let parentTable = "movies_videos"
    static let ownerColumn = "movieID"
    static let rows = OwnedRowTable<VideoRow>("movies_video", ownerColumn: ownerColumn)
}
