/// Maps a title's `[Video]` to its ``OwnedRowsEntity`` and back, in TMDb's order.
public typealias VideosEntityMapper<Tables: VideosTables> = OwnedRowListMapper<Tables, VideoRowMapper>

extension OwnedRowListMapper where RowMapper == VideoRowMapper {
    /// A mapper of videos.
    public init() {
        self.init(rowMapper: VideoRowMapper())
    }
}
