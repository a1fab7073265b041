import CoreDomain
import DataPersistence
import Foundation
import GenresDomain

/// Serves each kind's genre list from the local cache when fresh (a week: kind `genres`), from
/// TMDb otherwise, through `ReadThroughCache`.
public struct DefaultGenreRepository: GenreRepository {
    private let remoteDataSource: any GenreRemoteDataSource
    private let localDataSource: any GenreLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any GenreRemoteDataSource,
        localDataSource: any GenreLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func genres(for mediaType: GenreMediaType) async throws(DataAccessError) -> [Genre] {
        try await ReadThroughCache(context: cacheContext).fetch(
            .genres,
            key: GenreCacheKey.list(mediaType),
            local: { () async throws(DataAccessError) in try await localDataSource.genres(for: mediaType) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.genres(for: mediaType) },
            store: { (genres: [Genre]) async throws(DataAccessError) in
                try await localDataSource.save(genres, for: mediaType)
            }
        )
    }
}
