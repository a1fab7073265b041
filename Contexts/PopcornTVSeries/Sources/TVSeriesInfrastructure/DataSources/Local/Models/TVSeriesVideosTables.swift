import DataPersistence

/// Where the TV series context caches a series' videos: `tv_series_videos`, owning
/// `tv_series_video` through `tvSeriesID`.
enum TVSeriesVideosTables: VideosTables {
    static let parentTable = "tv_series_videos"
    static let ownerColumn = "tvSeriesID"
    static let rows = OwnedRowTable<VideoRow>("tv_series_video", ownerColumn: ownerColumn)
}
