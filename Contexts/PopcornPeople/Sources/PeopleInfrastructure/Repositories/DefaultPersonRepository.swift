import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain

/// Serves people and their combined credits from the local cache when fresh, from TMDb otherwise,
/// through `ReadThroughCache`; a person and their credits are separate cache entries.
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

    public func person(withID id: Person.ID) async throws(DataAccessError) -> Person {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: PeopleCacheKey.person(id),
            local: { () async throws(DataAccessError) in try await localDataSource.person(withID: id) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.person(withID: id) },
            store: { (person: Person) async throws(DataAccessError) in try await localDataSource.save(person) }
        )
    }

    public func credits(forPerson personID: Person.ID) async throws(DataAccessError) -> PersonCredits {
        try await ReadThroughCache(context: cacheContext).fetch(
            .credits,
            key: PeopleCacheKey.credits(forPerson: personID),
            local: { () async throws(DataAccessError) in try await localDataSource.credits(forPerson: personID) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.credits(forPerson: personID) },
            store: { (credits: PersonCredits) async throws(DataAccessError) in try await localDataSource.save(credits) }
        )
    }
}
