import CoreDomain
import Foundation

extension ReadThroughCache {
    /// Answers a details screen through the cache with at most one TMDb request.
    ///
    /// `primary` is the details entry and `appended` the parts TMDb can append to the same
    /// request. Every part is read from the cache first (`local`); when the policy allows and
    /// every part is fresh, nothing is fetched. Otherwise ONE request (`remote`) asks for the
    /// details and only the appended parts that are missing or expired (all of them with
    /// `refresh`, but those this command already fetched), `store` writes every returned part (the details always) in one transaction, and
    /// `merge` lays the fetched parts over the cached ones.
    ///
    /// Failures follow ``fetch(_:key:local:remote:store:)``: `offline` never fetches and needs the
    /// details cached (a missing appended part is left out); a failed fetch falls back to the
    /// cached parts, reported stale, when the details are cached and the error allows it; a failed
    /// write is reported, not thrown.
    public func fetchAppended<Bundle: Sendable, Part: Hashable & Sendable>(
        primary: CachePart<Part>,
        appended: [CachePart<Part>],
        local: () async throws(DataAccessError) -> CachedParts<Bundle, Part>?,
        remote: @escaping @Sendable (_ appending: [Part]) async throws(DataAccessError) -> Bundle,
        store: @escaping @Sendable (Bundle) async throws(DataAccessError) -> Void,
        merge: (_ cached: Bundle, _ fetched: Bundle, _ fetchedParts: Set<Part>) -> Bundle
    ) async throws(DataAccessError) -> Bundle {
        let now = context.clock.now()
        let cached = await readLocalParts(primary, local: local)
        let everyPart = [primary] + appended
        let ages = everyPart.reduce(into: [Part: TimeInterval]()) { ages, part in
            ages[part.part] = cached?.cachedAt[part.part].map { now.timeIntervalSince($0) }
        }
        func isFresh(_ part: CachePart<Part>) -> Bool {
            ages[part.part].map { $0 <= context.timeToLive.interval(for: part.kind) } ?? false
        }

        if context.policy == .offline {
            return try answerOffline(cached, parts: everyPart, primary: primary, ages: ages, isFresh: isFresh)
        }
        let toFetch = everyPart.filter { mustFetch($0.key) || !isFresh($0) }
        if toFetch.isEmpty, let cached {
            for part in everyPart {
                context.reporter.report(.hit(part.kind, key: part.key, age: ages[part.part] ?? 0))
            }
            return cached.bundle
        }
        for part in everyPart {
            if toFetch.contains(where: { $0.part == part.part }) {
                context.reporter.report(
                    ages[part.part].map { .expired(part.kind, key: part.key, age: $0) }
                        ?? .miss(part.kind, key: part.key))
            } else {
                context.reporter.report(.hit(part.kind, key: part.key, age: ages[part.part] ?? 0))
            }
        }
        // The details come back with any request, so they are written whenever anything is fetched.
        let appending = appended.filter { part in toFetch.contains { $0.part == part.part } }
        do throws(DataAccessError) {
            let fetched = try await fetchAndStore(primary, appending: appending, remote: remote, store: store)
            let fetchedParts = Set([primary.part] + appending.map(\.part))
            return cached.map { merge($0.bundle, fetched, fetchedParts) } ?? fetched
        } catch {
            guard let cached, let primaryAge = ages[primary.part], Self.canServeStale(after: error) else {
                throw error
            }
            context.reporter.report(.staleServed(primary.kind, key: primary.key, age: primaryAge, cause: error))
            for part in appending {
                if let age = ages[part.part] {
                    context.reporter.report(.staleServed(part.kind, key: part.key, age: age, cause: error))
                }
            }
            return cached.bundle
        }
    }

    /// `--offline`: the cached parts whatever their age; the details must be there.
    private func answerOffline<Bundle, Part>(
        _ cached: CachedParts<Bundle, Part>?,
        parts: [CachePart<Part>],
        primary: CachePart<Part>,
        ages: [Part: TimeInterval],
        isFresh: (CachePart<Part>) -> Bool
    ) throws(DataAccessError) -> Bundle {
        guard let cached, ages[primary.part] != nil else {
            context.reporter.report(.miss(primary.kind, key: primary.key))
            throw .unreachable("\(primary.key) is not in the cache, and --offline forbids the network")
        }
        for part in parts {
            guard let age = ages[part.part] else {
                context.reporter.report(.miss(part.kind, key: part.key))
                continue
            }
            context.reporter.report(
                isFresh(part)
                    ? .hit(part.kind, key: part.key, age: age)
                    : .expiredServedOffline(part.kind, key: part.key, age: age))
        }
        return cached.bundle
    }

    /// One request for the details and `appending`, written through; concurrent identical
    /// requests of one command share it.
    private func fetchAndStore<Bundle: Sendable, Part: Hashable & Sendable>(
        _ primary: CachePart<Part>,
        appending: [CachePart<Part>],
        remote: @escaping @Sendable ([Part]) async throws(DataAccessError) -> Bundle,
        store: @escaping @Sendable (Bundle) async throws(DataAccessError) -> Void
    ) async throws(DataAccessError) -> Bundle {
        let (reporter, inFlight) = (context.reporter, context.inFlight)
        let parts = appending.map(\.part)
        let keys = [primary.key] + appending.map(\.key)
        let shareKey = "appended|" + keys.joined(separator: ",")
        return try await inFlight.share(key: shareKey) { () async throws(DataAccessError) -> Bundle in
            let fetched = try await remote(parts)
            do throws(DataAccessError) {
                try await store(fetched)
            } catch {
                reporter.report(.writeFailed(primary.kind, key: primary.key, message: Self.message(error)))
            }
            inFlight.markFetched(keys)
            return fetched
        }
    }

    private func readLocalParts<Bundle, Part>(
        _ primary: CachePart<Part>,
        local: () async throws(DataAccessError) -> CachedParts<Bundle, Part>?
    ) async -> CachedParts<Bundle, Part>? {
        do {
            return try await local()
        } catch {
            context.reporter.report(.readFailed(primary.kind, key: primary.key, message: Self.message(error)))
            return nil
        }
    }
}
