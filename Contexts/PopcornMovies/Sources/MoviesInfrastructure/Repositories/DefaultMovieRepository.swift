import CoreDomain
import DataPersistence
import Foundation
import MoviesDomain

/// Serves movies and their parts from the local cache when fresh, from TMDb otherwise: a movie with
/// any of its parts through `ReadThroughCache.fetchScreen` (at most one request, appending only
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

    public func videos(forMovie movieID: Movie.ID) async throws(DataAccessError) -> [Video] {
        try await part(.videos, ofMovie: movieID, \.videos)
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

    /// One part of a movie through the same path as a screen, with only that part appended (see
    /// `ReadThroughCache.fetchScreen`); a part the source does not answer is `notFound`.
    private func part<Value>(
        _ part: MoviePart,
        ofMovie id: Movie.ID,
        _ value: KeyPath<MovieBundle, Value?>
    ) async throws(DataAccessError) -> Value {
        guard let found = try await fetch(id, including: [part], requiring: part)[keyPath: value] else {
            throw .notFound
        }
        return found
    }

    /// The movie with `parts`, through `ReadThroughCache.fetchScreen`.
    private func fetch(
        _ id: Movie.ID,
        including parts: Set<MoviePart>,
        requiring required: MoviePart?
    ) async throws(DataAccessError) -> MovieBundle {
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetchScreen(
            details: CachePart(.details, kind: .details, key: MovieCacheKey.movie(id)),
            parts: MoviePart.allCases.filter(parts.contains),
            requiring: required,
            entry: { CachePart(.part($0), kind: Self.kind(of: $0), key: MovieCacheKey.part($0, ofMovie: id)) },
            local: { () async throws(DataAccessError) in
                try await localDataSource.bundle(forMovie: id, including: parts)
            },
            remote: { (appending: Set<MoviePart>) async throws(DataAccessError) in
                try await remoteDataSource.movie(withID: id, appending: appending)
            },
            store: { (bundle: MovieBundle) async throws(DataAccessError) in try await localDataSource.save(bundle) },
            merge: { cached, fetched, fetchedParts in cached.merging(fetched, fetchedParts: fetchedParts) }
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
        case .releaseDates, .images, .watchProviders, .videos, .keywords, .translations: .details
        }
    }
}
