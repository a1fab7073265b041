import DataPersistence

/// What `popcorn cache stats` found in one file; `stats` is `nil` when the file does not exist yet or
/// cannot be read, which `problem` then says.
struct CacheFileReport: Sendable, Equatable, Encodable {
    let source: DataSourceChoice
    let language: String
    let path: String
    let exists: Bool
    let stats: CacheStats?
    /// Why an existing file could not be read (`file is not a database`), else `nil`.
    var problem: String? = nil
}
