import CoreDomain
import Foundation

/// Something the cache did while answering one request, for `--debug` logs and stale warnings.
public enum CacheEvent: Sendable, Equatable {
    /// A fresh entry answered the request (or any entry did, offline).
    case hit(CacheResourceKind, key: String, age: TimeInterval)
    /// Nothing was cached; the network was asked.
    case miss(CacheResourceKind, key: String)
    /// An entry existed but was expired (or `--refresh` bypassed it); the network was asked.
    case expired(CacheResourceKind, key: String, age: TimeInterval)
    /// The network failed and an older entry was returned instead.
    case staleServed(CacheResourceKind, key: String, age: TimeInterval, cause: DataAccessError)
    /// `--offline` answered with an entry past its time to live.
    case expiredServedOffline(CacheResourceKind, key: String, age: TimeInterval)
    /// The cache could not be read; treated as a miss.
    case readFailed(CacheResourceKind, key: String, message: String)
    /// The fetched value could not be written; it is still returned.
    case writeFailed(CacheResourceKind, key: String, message: String)
}
