import CoreDomain
import DataPersistence
import Foundation
import __Context__Application
import __Context__Domain
import __Context__Infrastructure

/// The __Context__ context's only public entry point: give it a database, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
public struct Popcorn__Context__Factory: Sendable {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { __Context__Migrations() }

    private let applicationFactory: __Context__ApplicationFactory

    public init(
        database: any DatabaseWriter,
        remoteDataSource: some __Entity__RemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDB__Entity__LocalDataSource(
            database: database,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        applicationFactory = __Context__ApplicationFactory(
            __entity__Repository: Default__Entity__Repository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case that shows one __entity_words__.
    public func makeFetch__Entity__DetailsUseCase() -> any Fetch__Entity__DetailsUseCase {
        applicationFactory.makeFetch__Entity__DetailsUseCase()
    }
}
