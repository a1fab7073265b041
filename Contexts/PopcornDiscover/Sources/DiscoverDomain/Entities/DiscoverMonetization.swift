import Foundation

/// How a streaming service offers a title, for a discovery of what can be watched a given way: by
/// subscription, free, free with ads, to rent or to buy. TMDb reads any of those given.
///
/// The raw values are TMDb's (`with_watch_monetization_types`) and the words of `--monetization`;
/// the cases are in the order a canonical query keeps them.
public enum DiscoverMonetization: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Included in a subscription.
    case flatrate
    case free
    /// Free with advertising.
    case ads
    case rent
    case buy
}
