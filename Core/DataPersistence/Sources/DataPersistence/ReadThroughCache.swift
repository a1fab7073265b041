import CoreDomain
import Foundation

/// The one cache algorithm every repository uses: local first, then TMDb, write-through, stale if error.
///
/// - A fresh entry is returned without touching the network (unless the policy is `refresh` and
///   this command has not fetched it yet).
/// - A missing or expired entry is fetched and written through; a failed write is reported, not thrown.
/// - When the fetch fails and an entry exists, the entry is returned and reported as stale,
///   except for `notFound` and `unauthorised`, which no cached copy can answer honestly.
/// - `offline` answers from the cache whatever its age and never calls `remote`.
public struct ReadThroughCache: Sendable {
    public let context: CacheContext

    public init(context: CacheContext) {
        self.context = context
    }

    /// Answers one request through the cache.
    public func fetch<Value: Sendable>(
        _ kind: CacheResourceKind,
        key: String,
        local: () async throws(DataAccessError) -> Cached<Value>?,
        remote: @escaping @Sendable () async throws(DataAccessError) -> Value,
        store: @escaping @Sendable (Value) async throws(DataAccessError) -> Void
    ) async throws(DataAccessError) -> Value {
        let now = context.clock.now()
        let cached = await readLocal(kind, key: key, local: local)
        let age = cached.map { now.timeIntervalSince($0.cachedAt) }
        let isFresh = age.map { $0 <= context.timeToLive.interval(for: kind) } ?? false

        if context.policy == .offline {
            guard let cached, let age else {
                context.reporter.report(.miss(kind, key: key))
                throw .unreachable("\(key) is not in the cache, and --offline forbids the network")
            }
            context.reporter.report(
                isFresh ? .hit(kind, key: key, age: age) : .expiredServedOffline(kind, key: key, age: age))
            return cached.value
        }
        if !mustFetch(key), isFresh, let cached, let age {
            context.reporter.report(.hit(kind, key: key, age: age))
            return cached.value
        }
        context.reporter.report(age.map { .expired(kind, key: key, age: $0) } ?? .miss(kind, key: key))

        do throws(DataAccessError) {
            // Concurrent requests for the same entry in one command share a single fetch and write.
            let (reporter, inFlight) = (context.reporter, context.inFlight)
            return try await inFlight.share(key: "\(kind.rawValue)|\(key)") {
                () async throws(DataAccessError) -> Value in
                let value = try await remote()
                do throws(DataAccessError) {
                    try await store(value)
                } catch {
                    reporter.report(.writeFailed(kind, key: key, message: Self.message(error)))
                }
                inFlight.markFetched([key])
                return value
            }
        } catch {
            guard let cached, let age, Self.canServeStale(after: error) else {
                throw error
            }
            context.reporter.report(.staleServed(kind, key: key, age: age, cause: error))
            return cached.value
        }
    }

    /// Whether the policy makes `key` be fetched even when fresh: `--refresh` does, once per command
    /// (an entry this command already fetched is as fresh as it gets).
    func mustFetch(_ key: String) -> Bool {
        context.policy == .refresh && !context.inFlight.wasFetched(key)
    }

    private func readLocal<Value>(
        _ kind: CacheResourceKind,
        key: String,
        local: () async throws(DataAccessError) -> Cached<Value>?
    ) async -> Cached<Value>? {
        do {
            return try await local()
        } catch {
            context.reporter.report(.readFailed(kind, key: key, message: Self.message(error)))
            return nil
        }
    }

    /// A stale copy may stand in for a failing network, not for a missing item or refused credentials.
    static func canServeStale(after error: DataAccessError) -> Bool {
        switch error {
        case .notFound, .unauthorised: false
        default: true
        }
    }

    static func message(_ error: DataAccessError) -> String {
        switch error {
        case .storage(let message), .unknown(let message): message ?? "unknown error"
        default: String(describing: error)
        }
    }
}
