import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves series and their parts from the local cache when fresh, from TMDb otherwise: a series with
/// any of its parts and seasons through `ReadThroughCache.fetchScreen` (at most one request,
/// appending only the parts that are missing or expired), further pages of recommendations and
/// similar series through `ReadThroughCache.fetch`.
public struct DefaultTVSeriesRepository: TVSeriesRepository {
    private let remoteDataSource: any TVSeriesRemoteDataSource
    private let localDataSource: any TVSeriesLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any TVSeriesRemoteDataSource,
        localDataSource: any TVSeriesLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func tvSeries(
        withID id: TVSeries.ID,
        including parts: Set<TVSeriesPart>
    ) async throws(DataAccessError) -> TVSeriesBundle {
        try await fetch(id, including: parts, requiring: nil)
    }

    /// The part through the same path as a screen, with only that part appended (see
    /// `ReadThroughCache.fetchScreen`); a part the source does not answer is `notFound`.
    public func tvSeries(
        withID id: TVSeries.ID,
        requiring part: TVSeriesPart
    ) async throws(DataAccessError) -> TVSeriesBundle {
        let bundle = try await fetch(id, including: [part], requiring: part)
        guard bundle.answeredParts.contains(part) else {
            throw .notFound
        }
        return bundle
    }

    public func recommendations(
        forTVSeries tvSeriesID: TVSeries.ID,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        guard page > 1 else {
            return try await firstPage(.recommendations, of: tvSeriesID, \.recommendations)
        }
        return try await furtherPage(TVSeriesCacheKey.recommendations(forTVSeries: tvSeriesID, page: page)) {
            () async throws(DataAccessError) in
            try await remoteDataSource.recommendations(forTVSeries: tvSeriesID, page: page)
        }
    }

    public func similar(forTVSeries tvSeriesID: TVSeries.ID, page: Int) async throws(DataAccessError)
        -> TVSeriesPreviewPage
    {
        guard page > 1 else {
            return try await firstPage(.similar, of: tvSeriesID, \.similar)
        }
        return try await furtherPage(TVSeriesCacheKey.similar(forTVSeries: tvSeriesID, page: page)) {
            () async throws(DataAccessError) in
            try await remoteDataSource.similar(forTVSeries: tvSeriesID, page: page)
        }
    }

    /// The first page of recommendations or similar series: a part of the series' screen.
    private func firstPage(
        _ part: TVSeriesPart,
        of id: TVSeries.ID,
        _ page: KeyPath<TVSeriesBundle, TVSeriesPreviewPage?>
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        guard let found = try await tvSeries(withID: id, requiring: part)[keyPath: page] else {
            throw .notFound
        }
        return found
    }

    /// The series with `parts`, through `ReadThroughCache.fetchScreen`.
    private func fetch(
        _ id: TVSeries.ID,
        including parts: Set<TVSeriesPart>,
        requiring required: TVSeriesPart?
    ) async throws(DataAccessError) -> TVSeriesBundle {
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetchScreen(
            details: CachePart(.details, kind: .details, key: TVSeriesCacheKey.tvSeries(id)),
            parts: TVSeriesPart.ordered(parts),
            requiring: required,
            entry: { CachePart(.part($0), kind: Self.kind(of: $0), key: TVSeriesCacheKey.part($0, ofTVSeries: id)) },
            local: { () async throws(DataAccessError) in
                try await localDataSource.bundle(forTVSeries: id, including: parts)
            },
            remote: { (appending: Set<TVSeriesPart>) async throws(DataAccessError) in
                try await remoteDataSource.tvSeries(withID: id, appending: appending)
            },
            store: { (bundle: TVSeriesBundle) async throws(DataAccessError) in try await localDataSource.save(bundle) },
            merge: { cached, fetched, fetchedParts in cached.merging(fetched, fetchedParts: fetchedParts) }
        )
    }

    /// A further page of recommendations or similar series, cached like any list page.
    private func furtherPage(
        _ key: String,
        remote: @escaping @Sendable () async throws(DataAccessError) -> TVSeriesPreviewPage
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let localDataSource = localDataSource
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: remote,
            store: { (page: TVSeriesPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(page, forKey: key)
            }
        )
    }

    /// How long each part stays fresh: credits as credits, pages as lists, the rest as details.
    static func kind(of part: TVSeriesPart) -> CacheResourceKind {
        switch part {
        case .credits, .aggregateCredits: .credits
        case .recommendations, .similar: .list
        case .contentRatings, .images, .watchProviders, .season: .details
        }
    }
}
