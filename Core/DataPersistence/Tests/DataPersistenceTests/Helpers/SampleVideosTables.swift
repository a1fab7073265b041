import DataPersistence

/// A sample context's video tables: `sample_videos` owning `sample_video`.
enum SampleVideosTables: VideosTables {
    static let parentTable = "sample_videos"
    static let ownerColumn = "sampleID"
    static let rows = OwnedRowTable<VideoRow>("sample_video", ownerColumn: ownerColumn)
}
