import CoreDomain
import Foundation

extension ReadThroughCache {
    /// A details screen with `parts`, through ``fetchAppended(primary:appended:local:remote:store:merge:)``:
    /// the one path a context's repository takes for a title's (or person's) screen and for each
    /// part's own command.
    ///
    /// `entry` names each part's cache entry (kind and key). With `required` (asked for whether or
    /// not `parts` lists it), a cache that lacks that part reads as empty, so one request fetches it with the details rather than answering
    /// from cached details without it (and a failing network is reported as itself); under
    /// `--offline`, the error then names that part's entry, not the details'.
    public func fetchScreen<Bundle: Sendable, Part: Hashable & Sendable>(
        details: CachePart<ScreenEntry<Part>>,
        parts: [Part],
        requiring required: Part? = nil,
        entry: (Part) -> CachePart<ScreenEntry<Part>>,
        local: () async throws(DataAccessError) -> CachedParts<Bundle, ScreenEntry<Part>>?,
        remote: @escaping @Sendable (_ appending: Set<Part>) async throws(DataAccessError) -> Bundle,
        store: @escaping @Sendable (Bundle) async throws(DataAccessError) -> Void,
        merge: (_ cached: Bundle, _ fetched: Bundle, _ fetchedParts: Set<Part>) -> Bundle
    ) async throws(DataAccessError) -> Bundle {
        let parts = required.map { parts.contains($0) ? parts : parts + [$0] } ?? parts
        do {
            return try await fetchAppended(
                primary: details,
                appended: parts.map(entry),
                local: { () async throws(DataAccessError) -> CachedParts<Bundle, ScreenEntry<Part>>? in
                    let cached = try await local()
                    if let required, cached?.cachedAt[.part(required)] == nil {
                        return nil
                    }
                    return cached
                },
                remote: { (appending: [ScreenEntry<Part>]) async throws(DataAccessError) -> Bundle in
                    try await remote(Set(appending.compactMap(\.part)))
                },
                store: store,
                merge: { cached, fetched, fetchedParts in merge(cached, fetched, Set(fetchedParts.compactMap(\.part))) }
            )
        } catch .unreachable where required != nil && context.policy == .offline {
            let key = required.map { entry($0).key } ?? details.key
            throw .unreachable("\(key) is not in the cache, and --offline forbids the network")
        }
    }
}
