import CoreDomain
import DataPersistence
import Foundation
import MoviesDomain

/// Serves list and search pages from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
public struct DefaultMovieListRepository: MovieListRepository {
    private let remoteDataSource: any MovieRemoteDataSource
    private let localDataSource: any MovieLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any MovieRemoteDataSource,
        localDataSource: any MovieLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func movies(in list: MovieListKind, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let key = MovieCacheKey.list(list, page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.movies(in: list, page: page) },
            store: { (result: MoviePreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }

    public func searchMovies(query: String, year: Int?, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        let key = MovieCacheKey.search(query: query, year: year, page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.searchMovies(query: query, year: year, page: page)
            },
            store: { (result: MoviePreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
