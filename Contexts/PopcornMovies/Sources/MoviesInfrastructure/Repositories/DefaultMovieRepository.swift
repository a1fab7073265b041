import CoreDomain
import DataPersistence
import Foundation
import MoviesDomain

/// Serves movies and credits from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
public struct DefaultMovieRepository: MovieRepository {
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

    public func movie(withID id: Movie.ID) async throws(DataAccessError) -> Movie {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: MovieCacheKey.movie(id),
            local: { () async throws(DataAccessError) in try await localDataSource.movie(withID: id) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.movie(withID: id) },
            store: { (movie: Movie) async throws(DataAccessError) in try await localDataSource.save(movie) }
        )
    }

    public func credits(forMovie movieID: Movie.ID) async throws(DataAccessError) -> Credits {
        try await ReadThroughCache(context: cacheContext).fetch(
            .credits,
            key: MovieCacheKey.credits(forMovie: movieID),
            local: { () async throws(DataAccessError) in try await localDataSource.credits(forMovie: movieID) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.credits(forMovie: movieID) },
            store: { (credits: Credits) async throws(DataAccessError) in try await localDataSource.save(credits) }
        )
    }
}
