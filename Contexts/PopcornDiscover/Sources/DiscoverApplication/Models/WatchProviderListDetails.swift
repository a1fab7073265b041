import CoreApplication
import Foundation

/// The screen of `popcorn providers movie|tv`: the services TMDb knows for one kind of title in one
/// region, in the region's order, each with the id `popcorn discover --provider` takes.
public struct WatchProviderListDetails: Codable, Equatable, Sendable {
    /// `movie` or `tv`: the words of the command.
    public let mediaType: String
    /// The ISO 3166-1 region, upper-cased.
    public let region: String
    public let providers: [WatchProviderDetails]

    public init(mediaType: String, region: String, providers: [WatchProviderDetails]) {
        self.mediaType = mediaType
        self.region = region
        self.providers = providers
    }
}
