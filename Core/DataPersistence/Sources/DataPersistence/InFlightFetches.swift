import CoreDomain
import Synchronization

/// Lets concurrent requests for the same cache entry share one fetch, and remembers which entries
/// the command has fetched.
///
/// A command often runs use cases side by side that need the same resource (a person's details
/// and what they are known for both need the person); with an empty cache each would otherwise
/// ask TMDb for it. And one command may read an entry again after fetching it (a screen, then its
/// credits from the cache): under `--refresh` that entry is fresh from this very command, so it is
/// not fetched twice. One instance lives in a command's ``CacheContext``.
public final class InFlightFetches: Sendable {
    private let tasks = Mutex<[String: Task<any Sendable, any Error>]>([:])
    private let fetchedKeys = Mutex<Set<String>>([])

    public init() {}

    /// Whether this command has already fetched (and written through) the entry under `key`.
    func wasFetched(_ key: String) -> Bool {
        fetchedKeys.withLock { $0.contains(key) }
    }

    /// Notes that this command fetched the entries under `keys`.
    func markFetched(_ keys: [String]) {
        fetchedKeys.withLock { $0.formUnion(keys) }
    }

    /// The result of `fetch`, run once for all callers that ask for `key` while it runs.
    func share<Value: Sendable>(
        key: String,
        _ fetch: @escaping @Sendable () async throws(DataAccessError) -> Value
    ) async throws(DataAccessError) -> Value {
        let task = tasks.withLock { tasks in
            if let running = tasks[key] {
                return running
            }
            let task = Task<any Sendable, any Error> { try await fetch() }
            tasks[key] = task
            return task
        }
        let result = await task.result
        tasks.withLock { tasks in
            if tasks[key] == task {
                tasks[key] = nil
            }
        }
        switch result {
        case .success(let value):
            guard let value = value as? Value else {
                throw .unknown("\(key) was fetched as another type")
            }
            return value
        case .failure(let error):
            throw (error as? DataAccessError) ?? .unknown(String(describing: error))
        }
    }
}
