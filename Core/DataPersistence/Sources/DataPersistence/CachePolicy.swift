import Foundation

/// How a command may use the cache and the network (`--refresh`, `--offline`).
public enum CachePolicy: String, Sendable, Equatable {
    /// Fresh cache entries win; otherwise fetch and write through, falling back to a stale entry.
    case cacheFirst
    /// Ignore fresh entries: always fetch and write through, falling back to a stale entry.
    case refresh
    /// Never touch the network: answer from the cache, whatever its age.
    case offline
}
