/// One parent cache table: a table with a `cachedAt` column whose child rows cascade when its rows are deleted.
public struct CacheTable: Sendable, Equatable {
    /// The table's name, e.g. `movies_movie`.
    public let name: String
    /// The kind of resource its rows hold, which decides their time to live.
    public let kind: CacheResourceKind
    /// The context that owns the table: its migrations' namespace, e.g. `movies`.
    public let context: String

    public init(name: String, kind: CacheResourceKind, context: String) {
        self.name = name
        self.kind = kind
        self.context = context
    }
}
