import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import TVSeriesApplication
import WatchlistDomain

/// The watchlist's ``WatchlistStreamingProviding``, answered by the Movies and TV series contexts'
/// watch providers: the title's details with only `watch/providers` appended (at most one request,
/// none when cached), the region's subscription, free and with-ads offers kept, renting and buying
/// left out (they cost per title).
public struct WatchlistStreamingProvider: WatchlistStreamingProviding {
    private let movieOffers: any FetchMovieWatchProvidersUseCase
    private let tvSeriesOffers: any FetchTVSeriesWatchProvidersUseCase

    public init(
        movieOffers: any FetchMovieWatchProvidersUseCase, tvSeriesOffers: any FetchTVSeriesWatchProvidersUseCase
    ) {
        self.movieOffers = movieOffers
        self.tvSeriesOffers = tvSeriesOffers
    }

    public func streamingServices(for id: WatchlistItemID, region: String) async throws(DataAccessError)
        -> [WatchlistStreamingService]
    {
        let offers: WatchProviderOffersDetails
        do {
            switch id.kind {
            case .movie: offers = try await movieOffers.execute(movieID: id.tmdbID, region: region)
            case .tvSeries: offers = try await tvSeriesOffers.execute(tvSeriesID: id.tmdbID, region: region)
            }
        } catch {
            throw error.cause
        }
        return Self.services(offers)
    }

    /// The services of `offers` that stream now, by subscription, then free, then with ads (TMDb's
    /// order within each), a service listed twice for one kind of offer kept once.
    static func services(_ offers: WatchProviderOffersDetails) -> [WatchlistStreamingService] {
        let kinds: [(WatchlistStreamingOffer, [WatchProviderDetails])] = [
            (.subscription, offers.flatRate), (.free, offers.free), (.ads, offers.ads),
        ]
        var seen = Set<WatchlistStreamingService>()
        var services: [WatchlistStreamingService] = []
        for (offer, providers) in kinds {
            for provider in providers {
                let service = WatchlistStreamingService(id: provider.id, name: provider.name, offer: offer)
                if seen.insert(service).inserted {
                    services.append(service)
                }
            }
        }
        return services
    }
}
