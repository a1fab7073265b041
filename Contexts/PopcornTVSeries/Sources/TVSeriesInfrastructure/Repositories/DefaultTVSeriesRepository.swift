import CoreApplication
import CoreDomain
import DataPersistence
import Foundation
import Synchronization
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

    /// How many series ``tvSeries(withIDs:)`` fetches at once: enough to overlap the requests, few
    /// enough not to be rate limited.
    static let maximumInFlight = 6

    /// Every series' cached parts read in one transaction, then each series through the same path
    /// as a screen with that read as its cache: no request when fresh, one otherwise. With
    /// `--refresh`, which fetches everything anyway, there is no batch read: each series reads its
    /// own entry, kept to serve if its fetch fails. After a failure that is TMDb's as a whole
    /// (unreachable, refused, rate limited) the series not started yet are left out; one series
    /// TMDb does not have is that series' answer alone. A failed batch read leaves each series to
    /// read its own.
    public func tvSeries(
        withIDs requests: [TVSeries.ID: Set<TVSeriesPart>]
    ) async -> [TVSeries.ID: Result<TVSeriesBundle, DataAccessError>] {
        let cached: [TVSeries.ID: CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>]?
        do {
            cached = cacheContext.policy == .refresh ? nil : try await localDataSource.bundles(requests)
        } catch {
            cached = nil
        }
        let repository = self
        let failed = Atomic(false)
        let answers = await Array(requests).boundedConcurrentMap(maximumInFlight: Self.maximumInFlight) {
            (request: (key: TVSeries.ID, value: Set<TVSeriesPart>)) async -> Result<TVSeriesBundle, DataAccessError>? in
            guard !failed.load(ordering: .relaxed) else {
                return nil
            }
            do throws(DataAccessError) {
                guard let cached else {
                    return .success(try await repository.fetch(request.key, including: request.value, requiring: nil))
                }
                return .success(
                    try await repository.fetch(request.key, including: request.value, requiring: nil) {
                        cached[request.key]
                    })
            } catch {
                if error.isSourceWide {
                    failed.store(true, ordering: .relaxed)
                }
                return .failure(error)
            }
        }
        return Dictionary(
            uniqueKeysWithValues: zip(requests.keys, answers).compactMap { id, answer in answer.map { (id, $0) } })
    }

    /// One read of the cache for every series' details, whatever their age.
    public func cachedTVSeries(withIDs ids: Set<TVSeries.ID>) async -> [TVSeries.ID: TVSeriesBundle] {
        guard !ids.isEmpty else {
            return [:]
        }
        do {
            return try await localDataSource.bundles(Dictionary(uniqueKeysWithValues: ids.map { ($0, []) }))
                .mapValues(\.bundle)
        } catch {
            return [:]
        }
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

    /// The series with `parts`, through `ReadThroughCache.fetchScreen`; `cached` answers what the
    /// cache has of it when that was read already, else the cache is read now.
    private func fetch(
        _ id: TVSeries.ID,
        including parts: Set<TVSeriesPart>,
        requiring required: TVSeriesPart?,
        cached: (@Sendable () -> CachedParts<TVSeriesBundle, ScreenEntry<TVSeriesPart>>?)? = nil
    ) async throws(DataAccessError) -> TVSeriesBundle {
        let (remoteDataSource, localDataSource) = (remoteDataSource, localDataSource)
        return try await ReadThroughCache(context: cacheContext).fetchScreen(
            details: CachePart(.details, kind: .details, key: TVSeriesCacheKey.tvSeries(id)),
            parts: TVSeriesPart.ordered(parts),
            requiring: required,
            entry: { CachePart(.part($0), kind: Self.kind(of: $0), key: TVSeriesCacheKey.part($0, ofTVSeries: id)) },
            local: { () async throws(DataAccessError) in
                if let cached {
                    return cached()
                }
                return try await localDataSource.bundle(forTVSeries: id, including: parts)
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
        case .contentRatings, .images, .watchProviders, .videos, .keywords, .translations, .season: .details
        }
    }
}
