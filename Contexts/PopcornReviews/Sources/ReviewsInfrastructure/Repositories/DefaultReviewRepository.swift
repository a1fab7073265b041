import CoreDomain
import DataPersistence
import Foundation
import ReviewsDomain

/// Serves each page of reviews from the local cache while fresh (as long as a list's page), from TMDb
/// otherwise, through `ReadThroughCache`.
public struct DefaultReviewRepository: ReviewRepository {
    private let remoteDataSource: any ReviewRemoteDataSource
    private let localDataSource: any ReviewLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any ReviewRemoteDataSource,
        localDataSource: any ReviewLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func reviews(of title: ReviewedTitle, page: Int) async throws(DataAccessError) -> ReviewPage {
        let key = ReviewCacheKey.page(title, page: page)
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.reviews(of: title, page: page) },
            store: { (result: ReviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
