import Foundation
import WatchlistDomain

extension WatchlistStreamingService {
    /// Netflix (TMDb's provider 8) by subscription.
    public static func mockNetflix(offer: WatchlistStreamingOffer = .subscription) -> WatchlistStreamingService {
        WatchlistStreamingService(id: 8, name: "Netflix", offer: offer)
    }

    /// Hulu (TMDb's provider 15) by subscription.
    public static func mockHulu(offer: WatchlistStreamingOffer = .subscription) -> WatchlistStreamingService {
        WatchlistStreamingService(id: 15, name: "Hulu", offer: offer)
    }

    /// Tubi (TMDb's provider 73), free with ads.
    public static func mockTubi(offer: WatchlistStreamingOffer = .ads) -> WatchlistStreamingService {
        WatchlistStreamingService(id: 73, name: "Tubi TV", offer: offer)
    }
}
