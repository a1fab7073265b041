import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain

/// Serves a person's screen from the local cache when fresh, from TMDb otherwise, through
/// `ReadThroughCache.fetchScreen`: at most one request, appending only the parts that are
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
        try await fetch(id, including: [part], requiring: part)
    }

    /// The person with `parts`, through `ReadThroughCache.fetchScreen`.
    private func fetch(
        _ id: Person.ID,
        including parts: Set<PersonPart>,
        requiring required: PersonPart?
    ) async throws(DataAccessError) -> PersonBundle {
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetchScreen(
            details: CachePart(.details, kind: .details, key: PeopleCacheKey.person(id)),
            parts: PersonPart.allCases.filter(parts.contains),
            requiring: required,
            entry: { Self.cachePart($0, personID: id) },
            local: { () async throws(DataAccessError) in try await localDataSource.bundle(forPerson: id) },
            remote: { (appending: Set<PersonPart>) async throws(DataAccessError) in
                try await remoteDataSource.person(withID: id, appending: appending)
            },
            store: { (bundle: PersonBundle) async throws(DataAccessError) in try await localDataSource.save(bundle) },
            merge: { cached, fetched, fetchedParts in cached.merging(fetched, fetchedParts: fetchedParts) }
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
