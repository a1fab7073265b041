import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain

/// Serves a person's screen from the local cache when fresh, from TMDb otherwise, through
/// `ReadThroughCache.fetchAppended`: at most one request, appending only the parts that are
/// missing or expired, written through in one transaction.
///
/// The person (`person:287`, details time to live), their credits (`person:287:credits`, credits
/// time to live) and their photos (`person:287:images`, details time to live) are separate cache
/// entries, so a command needing one part finds it after another command fetched the screen.
public struct DefaultPersonRepository: PersonRepository {
    private let remoteDataSource: any PersonRemoteDataSource
    private let localDataSource: any PersonLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any PersonRemoteDataSource,
        localDataSource: any PersonLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func person(
        withID id: Person.ID,
        including parts: Set<PersonPart>
    ) async throws(DataAccessError) -> PersonBundle {
        try await fetch(id, including: parts, requiring: nil)
    }

    public func person(
        withID id: Person.ID,
        requiring part: PersonPart
    ) async throws(DataAccessError) -> PersonBundle {
        do {
            return try await fetch(id, including: [part], requiring: part)
        } catch .unreachable where cacheContext.policy == .offline {
            // Name the entry that is missing, not the person's details, which may well be cached.
            let key = Self.cachePart(part, personID: id).key
            throw .unreachable("\(key) is not in the cache, and --offline forbids the network")
        }
    }

    /// The person with `parts` through `fetchAppended`; with `required`, a cache that lacks that
    /// part reads as empty.
    private func fetch(
        _ id: Person.ID,
        including parts: Set<PersonPart>,
        requiring required: PersonPart?
    ) async throws(DataAccessError) -> PersonBundle {
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetchAppended(
            primary: CachePart(ScreenEntry<PersonPart>.details, kind: .details, key: PeopleCacheKey.person(id)),
            appended: PersonPart.allCases.filter(parts.contains).map { Self.cachePart($0, personID: id) },
            local: { () async throws(DataAccessError) -> CachedParts<PersonBundle, ScreenEntry<PersonPart>>? in
                let cached = try await localDataSource.bundle(forPerson: id)
                if let required, cached?.cachedAt[.part(required)] == nil {
                    return nil
                }
                return cached
            },
            remote: { (appending: [ScreenEntry<PersonPart>]) async throws(DataAccessError) in
                try await remoteDataSource.person(withID: id, appending: Set(appending.compactMap(\.part)))
            },
            store: { (bundle: PersonBundle) async throws(DataAccessError) in try await localDataSource.save(bundle) },
            merge: { cached, fetched, fetchedParts in
                cached.merging(fetched, fetchedParts: Set(fetchedParts.compactMap(\.part)))
            }
        )
    }

    /// The cache entry of an appended part: its kind (time to live) and key.
    private static func cachePart(_ part: PersonPart, personID: Int) -> CachePart<ScreenEntry<PersonPart>> {
        switch part {
        case .combinedCredits:
            CachePart(.part(part), kind: .credits, key: PeopleCacheKey.credits(forPerson: personID))
        case .images:
            CachePart(.part(part), kind: .details, key: PeopleCacheKey.images(forPerson: personID))
        }
    }
}
