/// How many image files the disk cache holds (or a clear removed) and their size, for
/// `popcorn cache stats` and `popcorn cache clear`.
public struct ImageCacheUsage: Codable, Equatable, Sendable {
    public let files: Int
    public let bytes: Int

    public init(files: Int, bytes: Int) {
        self.files = files
        self.bytes = bytes
    }
}
