import CoreDomain
import DataPersistence
import Foundation
import MoviesDomain

/// Serves movies and their parts from the local cache when fresh, from TMDb otherwise: a movie with
/// any of its parts through `ReadThroughCache.fetchAppended` (at most one request, appending only
/// the parts that are missing or expired), further pages of recommendations and similar titles
/// through `ReadThroughCache.fetch`.
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

    public func movie(
        withID id: Movie.ID,
        including parts: Set<MoviePart>
    ) async throws(DataAccessError) -> MovieBundle {
        try await fetch(id, including: parts, requiring: nil)
    }

    public func credits(forMovie movieID: Movie.ID) async throws(DataAccessError) -> Credits {
        try await part(.credits, ofMovie: movieID, \.credits)
    }

    public func images(forMovie movieID: Movie.ID) async throws(DataAccessError) -> ImageCollection {
        try await part(.images, ofMovie: movieID, \.images)
    }

    public func watchProviders(forMovie movieID: Movie.ID) async throws(DataAccessError) -> [WatchProviderOffers] {
        try await part(.watchProviders, ofMovie: movieID, \.watchProviders)
    }

    public func recommendations(
        forMovie movieID: Movie.ID,
        page: Int
    ) async throws(DataAccessError) -> MoviePreviewPage {
        guard page > 1 else {
            return try await part(.recommendations, ofMovie: movieID, \.recommendations)
        }
        return try await furtherPage(MovieCacheKey.recommendations(forMovie: movieID, page: page)) {
            () async throws(DataAccessError) in
            try await remoteDataSource.recommendations(forMovie: movieID, page: page)
        }
    }

    public func similar(forMovie movieID: Movie.ID, page: Int) async throws(DataAccessError) -> MoviePreviewPage {
        guard page > 1 else {
            return try await part(.similar, ofMovie: movieID, \.similar)
        }
        return try await furtherPage(MovieCacheKey.similar(forMovie: movieID, page: page)) {
            () async throws(DataAccessError) in
            try await remoteDataSource.similar(forMovie: movieID, page: page)
        }
    }

    /// One part of a movie through the same path as a screen, with only that part appended.
    ///
    /// A part that is not cached makes the whole entry count as missing, so a failing network is
    /// reported as itself rather than answered with cached details that lack the part. A part the
    /// source does not answer (the offline catalog does not know every part of every title) is
    /// `notFound`; under `--offline`, a part that is not cached is `unreachable`.
    private func part<Value>(
        _ part: MoviePart,
        ofMovie id: Movie.ID,
        _ value: KeyPath<MovieBundle, Value?>
    ) async throws(DataAccessError) -> Value {
        let key = MovieCacheKey.part(part, ofMovie: id)
        let bundle: MovieBundle
        do {
            bundle = try await fetch(id, including: [part], requiring: part)
        } catch .unreachable where cacheContext.policy == .offline {
            throw .unreachable("\(key) is not in the cache, and --offline forbids the network")
        }
        guard let found = bundle[keyPath: value] else {
            throw .notFound
        }
        return found
    }

    /// The movie with `parts`, through `fetchAppended`. With `required`, a cache that lacks that
    /// part reads as empty.
    private func fetch(
        _ id: Movie.ID,
        including parts: Set<MoviePart>,
        requiring required: MoviePart?
    ) async throws(DataAccessError) -> MovieBundle {
        let appended = MoviePart.allCases.filter(parts.contains).map {
            CachePart(
                ScreenEntry<MoviePart>.part($0), kind: Self.kind(of: $0), key: MovieCacheKey.part($0, ofMovie: id))
        }
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetchAppended(
            primary: CachePart(ScreenEntry<MoviePart>.details, kind: .details, key: MovieCacheKey.movie(id)),
            appended: appended,
            local: { () async throws(DataAccessError) -> CachedParts<MovieBundle, ScreenEntry<MoviePart>>? in
                let cached = try await localDataSource.bundle(forMovie: id, including: parts)
                if let required, cached?.cachedAt[.part(required)] == nil {
                    return nil
                }
                return cached
            },
            remote: { (appending: [ScreenEntry<MoviePart>]) async throws(DataAccessError) -> MovieBundle in
                try await remoteDataSource.movie(withID: id, appending: Set(appending.compactMap(\.part)))
            },
            store: { (bundle: MovieBundle) async throws(DataAccessError) in try await localDataSource.save(bundle) },
            merge: { cached, fetched, fetchedParts in
                cached.merging(fetched, fetchedParts: Set(fetchedParts.compactMap(\.part)))
            }
        )
    }

    /// A further page of recommendations or similar titles, cached like any list page.
    private func furtherPage(
        _ key: String,
        remote: @escaping @Sendable () async throws(DataAccessError) -> MoviePreviewPage
    ) async throws(DataAccessError) -> MoviePreviewPage {
        let localDataSource = localDataSource
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: remote,
            store: { (page: MoviePreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(page, forKey: key)
            }
        )
    }

    /// How long each part stays fresh: credits as credits, pages as lists, the rest as details.
    static func kind(of part: MoviePart) -> CacheResourceKind {
        switch part {
        case .credits: .credits
        case .recommendations, .similar: .list
        case .releaseDates, .images, .watchProviders: .details
        }
    }
}
