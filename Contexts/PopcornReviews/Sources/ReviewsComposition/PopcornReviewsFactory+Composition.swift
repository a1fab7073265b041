import CoreDomain
import DataPersistence
import Foundation
import ReviewsApplication
import ReviewsDomain
import ReviewsInfrastructure

/// The Reviews context's only public entry point: give it a database and a remote data source, and
/// it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornReviewsFactory {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { ReviewsMigrations() }

    /// The factory over the shared cache database and TMDb (live or the catalog), under one command's
    /// cache rules.
    public init(
        database: CacheDatabase,
        remoteDataSource: some ReviewRemoteDataSource,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBReviewLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        self.init(
            reviewRepository: DefaultReviewRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            )
        )
    }
}
