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
public struct PopcornPeopleFactory: Sendable {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { PeopleMigrations() }

    private let applicationFactory: PeopleApplicationFactory

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
        applicationFactory = PeopleApplicationFactory(
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

    /// The use case that shows one person's screen: details, what they are known for, photos.
    public func makeFetchPersonDetailsUseCase() -> any FetchPersonDetailsUseCase {
        applicationFactory.makeFetchPersonDetailsUseCase()
    }

    /// The use case that lists a person's movie and series credits, merged per title.
    public func makeFetchPersonCreditsUseCase() -> any FetchPersonCreditsUseCase {
        applicationFactory.makeFetchPersonCreditsUseCase()
    }

    /// The use case that lists a person's photos.
    public func makeFetchPersonImagesUseCase() -> any FetchPersonImagesUseCase {
        applicationFactory.makeFetchPersonImagesUseCase()
    }

    /// The use case behind the popular people list.
    public func makeFetchPopularPeopleUseCase() -> any FetchPopularPeopleUseCase {
        applicationFactory.makeFetchPopularPeopleUseCase()
    }

    /// The use case behind the people search.
    public func makeSearchPeopleUseCase() -> any SearchPeopleUseCase {
        applicationFactory.makeSearchPeopleUseCase()
    }
}
