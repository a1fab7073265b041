/// How many entries a clear or prune deleted from one file.
struct CacheFileCount: Sendable, Equatable {
    let file: CacheFile
    /// `nil` when the file does not exist (nothing to do).
    let deleted: Int?
}
