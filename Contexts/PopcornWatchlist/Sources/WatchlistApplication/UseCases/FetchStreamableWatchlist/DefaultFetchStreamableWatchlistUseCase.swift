import CoreApplication
import CoreDomain
import Foundation
import WatchlistDomain

/// Reads every entry (offline), keeps the kind asked for, asks where each streams a few at a time
/// (one request a title at most, none once cached), and keeps those streaming on a service asked
/// for, mapped as `popcorn watchlist list` maps them. After a failure that is TMDb's as a whole, the
/// titles not started yet are not asked for, and the failure is thrown.
struct DefaultFetchStreamableWatchlistUseCase: FetchStreamableWatchlistUseCase {
    /// How many titles are asked for at once (the client paces what reaches TMDb).
    static let maxConcurrentRequests = 4

    private typealias Answer = (entry: WatchlistEntry, services: Result<[WatchlistStreamingService], DataAccessError>)

    private let repository: any WatchlistRepository
    private let streamingProvider: any WatchlistStreamingProviding
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let viewingProvider: (any WatchlistViewingProviding)?
    private let mapper = WatchlistEntryDetailsMapper()

    init(
        repository: some WatchlistRepository, streamingProvider: some WatchlistStreamingProviding,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        viewingProvider: (any WatchlistViewingProviding)? = nil
    ) {
        self.repository = repository
        self.streamingProvider = streamingProvider
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.viewingProvider = viewingProvider
    }

    func execute(kind: WatchlistKind?, sort: WatchlistSort, region: String, providers: [String])
        async throws(WatchlistError) -> StreamableWatchlistDetails
    {
        let entries: [WatchlistEntry]
        do {
            entries = try await repository.entries()
        } catch {
            throw WatchlistError(storage: error)
        }
        let code = region.uppercased()
        let wanted = providers.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let kept = sort.sorted(entries.filter { kind == nil || $0.id.kind == kind })
        let answers = try await services(of: kept, region: code)
        let streaming = answers.compactMap {
            answer -> (entry: WatchlistEntry, services: [WatchlistStreamingService])? in
            guard case .success(let services) = answer.services, Self.streams(services, onAnyOf: wanted) else {
                return nil
            }
            return (entry: answer.entry, services: services)
        }
        let unchecked = answers.compactMap { answer -> WatchlistUncheckedTitle? in
            guard case .failure(let cause) = answer.services else {
                return nil
            }
            return WatchlistUncheckedTitle(
                kind: answer.entry.id.kind, id: answer.entry.id.tmdbID, title: answer.entry.title.title, cause: cause)
        }
        let named = wanted.map { typed in
            streaming.lazy.flatMap { $0.services }.first { $0.isNamed(by: typed) }?.name ?? typed
        }
        // Only titles whose offers were had can tell that no title streams on a service.
        let answered = answers.compactMap { try? $0.services.get() }
        let everyService = answered.flatMap { $0 }
        let unknown =
            answered.isEmpty ? [] : wanted.filter { typed in !everyService.contains { $0.isNamed(by: typed) } }
        guard !streaming.isEmpty else {
            return StreamableWatchlistDetails(
                region: code, providers: named, watchlistCount: kept.count, results: [], unchecked: unchecked,
                unknownProviders: unknown)
        }
        async let watched = viewingProvider?.lastWatched() ?? [:]
        let imagesConfiguration = try? await imagesConfigurationProvider.imagesConfiguration()
        let lastWatched = await watched
        let results = streaming.map { found in
            StreamableWatchlistEntryDetails(
                entry: mapper.map(
                    found.entry, imagesConfiguration: imagesConfiguration, lastWatched: lastWatched[found.entry.id]),
                services: found.services.map { WatchlistStreamingServiceDetails($0) })
        }
        return StreamableWatchlistDetails(
            region: code, providers: named, watchlistCount: kept.count, results: results, unchecked: unchecked,
            unknownProviders: unknown)
    }

    /// Each entry's services in `region`, in the entries' order, ``maxConcurrentRequests`` at a
    /// time; a failure that is TMDb's as a whole cancels the rest and is thrown as `source`.
    private func services(of entries: [WatchlistEntry], region: String) async throws(WatchlistError) -> [Answer] {
        let provider = streamingProvider
        do throws(DataAccessError) {
            return try await entries.boundedConcurrentMap(maximumInFlight: Self.maxConcurrentRequests) {
                (entry: WatchlistEntry) async throws(DataAccessError) -> Answer in
                do throws(DataAccessError) {
                    let services = try await provider.streamingServices(for: entry.id, region: region)
                    return (entry: entry, services: .success(services))
                } catch {
                    guard !error.isSourceWide else {
                        throw error
                    }
                    return (entry: entry, services: .failure(error))
                }
            }
        } catch {
            throw .source(error)
        }
    }

    /// Whether `services` stream the title at all and, when services are `wanted`, on one of them.
    private static func streams(_ services: [WatchlistStreamingService], onAnyOf wanted: [String]) -> Bool {
        guard !wanted.isEmpty else {
            return !services.isEmpty
        }
        return services.contains { service in wanted.contains { service.isNamed(by: $0) } }
    }
}
