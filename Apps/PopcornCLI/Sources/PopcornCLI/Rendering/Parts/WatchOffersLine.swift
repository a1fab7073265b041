import CoreApplication

/// The one-line summary of where a title can be watched in the reader's region, for a facts block:
/// `Stream: Netflix, Hulu · Rent: Apple TV`, or `No offers in GB`.
enum WatchOffersLine {
    /// The kinds of offer in the order they are shown, each with its label.
    static func kinds(_ offers: WatchProviderOffersDetails) -> [(label: String, providers: [WatchProviderDetails])] {
        [
            ("Stream", offers.flatRate), ("Free", offers.free), ("With ads", offers.ads), ("Rent", offers.rent),
            ("Buy", offers.buy),
        ].filter { !$0.1.isEmpty }
    }

    /// The summary; `nil` when the offers are unknown (not fetched, or not in the offline catalog).
    static func text(_ offers: WatchProviderOffersDetails?) -> String? {
        guard let offers else {
            return nil
        }
        guard !offers.isEmpty else {
            return "No offers in \(offers.countryCode)"
        }
        return kinds(offers).map { "\($0.label): " + $0.providers.map(\.name).joined(separator: ", ") }
            .joined(separator: " · ")
    }
}
