import AccountDomain
import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// The account's TMDb side over TMDb's v3 API: the approval flow's token and session, `/account`,
/// every page of the five lists (all five at once, then each list's remaining pages at once: the
/// transport keeps four requests in flight and paces them), and one request per change.
public struct TMDbAccountService: AccountService {
    /// TMDb's `status_code` for a request token not approved yet ("Session denied").
    static let notApprovedYet = 17
    /// TMDb's last page: it answers no page past 500.
    static let lastPage = 500

    private let client: TMDbClient
    private let mapper = AccountLibraryMapper()

    public init(client: TMDbClient) {
        self.client = client
    }

    public func requestToken() async throws(DataAccessError) -> RequestToken {
        mapper.map(try await client.fetch(.requestToken()))
    }

    public func session(for token: RequestToken) async throws(DataAccessError) -> SessionID? {
        do {
            return SessionID(try await client.get(.newSession(requestToken: token.value)).sessionID)
        } catch .unauthorized(let status) where status.statusCode == Self.notApprovedYet {
            return nil
        } catch {
            throw TMDbErrorMapper().map(error)
        }
    }

    public func identity(of session: SessionID) async throws(DataAccessError) -> AccountIdentity {
        mapper.map(try await client.fetch(.accountDetails(sessionID: session.value)))
    }

    public func deleteSession(_ session: SessionID) async throws(DataAccessError) {
        _ = try await client.fetch(.deleteSession(session.value))
    }

    public func library(
        of account: AccountSession, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws(DataAccessError) -> RemoteLibrary {
        let pages = PageProgress(firstPages: 5, report: progress)
        let id = account.accountID
        let session = account.sessionID.value
        async let movies = allPages(pages) { .accountMovieWatchlist(accountID: id, sessionID: session, page: $0) }
        async let series = allPages(pages) { .accountTVWatchlist(accountID: id, sessionID: session, page: $0) }
        async let ratedMovies = allPages(pages) { .accountRatedMovies(accountID: id, sessionID: session, page: $0) }
        async let ratedSeries = allPages(pages) { .accountRatedTVSeries(accountID: id, sessionID: session, page: $0) }
        async let ratedEpisodes = allPages(pages) {
            .accountRatedEpisodes(accountID: id, sessionID: session, page: $0)
        }
        let lists = await (movies, series, ratedMovies, ratedSeries, ratedEpisodes)
        var partial = Set<AccountList>()
        var watchlist: [WatchlistKey: AccountTitle] = [:]
        for item in try lists.0.get().read(into: &partial, as: .movieWatchlist) {
            watchlist[WatchlistKey(.movie, item.id)] = mapper.title(item)
        }
        for item in try lists.1.get().read(into: &partial, as: .tvWatchlist) {
            watchlist[WatchlistKey(.tv, item.id)] = mapper.title(item)
        }
        var ratings: [RatedKey: RemoteRating] = [:]
        var unreadable = Set<RatedKey>()
        func keep(_ rating: RemoteRating?, _ key: RatedKey) {
            if let rating {
                ratings[key] = rating
            } else {
                unreadable.insert(key)
            }
        }
        for rated in try lists.2.get().read(into: &partial, as: .ratedMovies) {
            keep(mapper.rating(rated, name: rated.item.title), .movie(id: rated.item.id))
        }
        for rated in try lists.3.get().read(into: &partial, as: .ratedSeries) {
            keep(mapper.rating(rated, name: rated.item.name), .series(id: rated.item.id))
        }
        for rated in try lists.4.get().read(into: &partial, as: .ratedEpisodes) {
            guard let seriesID = rated.item.showID else {
                partial.insert(.ratedEpisodes)  // Whose episode it is, TMDb did not say.
                continue
            }
            let key = RatedKey.episode(
                seriesID: seriesID, seasonNumber: rated.item.seasonNumber, episodeNumber: rated.item.episodeNumber)
            keep(mapper.rating(rated, name: nil, episodeName: rated.item.name), key)
        }
        return RemoteLibrary(
            watchlist: watchlist, ratings: ratings, partialLists: partial, unreadableRatings: unreadable)
    }

    public func send(_ change: SyncChange, for account: AccountSession) async throws(DataAccessError) {
        let session = account.sessionID.value
        switch change {
        case .watchlist(let key, let onWatchlist):
            _ = try await client.fetch(
                .setWatchlist(
                    accountID: account.accountID, sessionID: session, media: key.kind == .movie ? .movie : .tv,
                    id: key.tmdbID, onWatchlist: onWatchlist))
        case .rating(let key, let halves?):
            _ = try await client.fetch(.rate(Self.target(key), value: Double(halves) / 2, sessionID: session))
        case .rating(let key, nil):
            do {
                _ = try await client.fetch(.clearRating(Self.target(key), sessionID: session))
            } catch .notFound {
                return  // Not rated there: what taking it back wanted.
            }
        }
    }

    /// Every page of one list, oldest first: the first, then the rest at once; said to be partial
    /// when TMDb would not page that far, or fewer items came than the first page said there were.
    private func allPages<Item: Codable & Equatable & Sendable>(
        _ progress: PageProgress, _ endpoint: @escaping @Sendable (Int) -> Endpoint<PagedResponseDTO<Item>>
    ) async -> Result<AccountListPages<Item>, DataAccessError> {
        let first: PagedResponseDTO<Item>
        do {
            first = try await client.fetch(endpoint(1))
        } catch {
            return .failure(error)
        }
        progress.read()
        let last = min(first.totalPages, Self.lastPage)
        let complete = { (items: [Item]) in
            AccountListPages(items: items, isComplete: last == first.totalPages && items.count >= first.totalResults)
        }
        guard last > 1 else {
            return .success(complete(first.results))
        }
        progress.found(last - 1)
        let client = client
        return await withTaskGroup(of: (Int, Result<[Item], DataAccessError>).self) { group in
            for page in 2...last {
                group.addTask {
                    do throws(DataAccessError) {
                        return (page, .success(try await client.fetch(endpoint(page)).results))
                    } catch {
                        return (page, .failure(error))
                    }
                }
            }
            var pages: [Int: [Item]] = [1: first.results]
            for await (page, result) in group {
                switch result {
                case .success(let items):
                    pages[page] = items
                    progress.read()
                case .failure(let error):
                    group.cancelAll()
                    return .failure(error)
                }
            }
            return .success(complete((1...last).flatMap { pages[$0] ?? [] }))
        }
    }

    private static func target(_ key: RatedKey) -> TMDbRatingTarget {
        switch key {
        case .movie(let id): .movie(id: id)
        case .series(let id): .tv(id: id)
        case .episode(let series, let season, let episode):
            .episode(seriesID: series, seasonNumber: season, episodeNumber: episode)
        }
    }
}
