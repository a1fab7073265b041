import CoreDomain
import DataPersistence
import Foundation
import PeopleApplication
import PeopleDomain
import PeopleInfrastructure

/// The People context's only public entry point: give it a database, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornPeopleFactory {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { PeopleMigrations() }

    /// A factory whose repositories share one local data source, one remote data source and one cache policy.
    public init(
        database: CacheDatabase,
        remoteDataSource: some PersonRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBPersonLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        self.init(
            personRepository: DefaultPersonRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            personListRepository: DefaultPersonListRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider,
            today: { [clock = cacheContext.clock] in clock.now() }
        )
    }
}
