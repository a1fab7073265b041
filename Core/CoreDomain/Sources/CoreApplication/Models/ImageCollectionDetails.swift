import CoreDomain

/// Every image of a title or person with its URLs resolved, each kind with its own sizes (a logo
/// at logo sizes, a backdrop at backdrop sizes).
public struct ImageCollectionDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let posters: [ImageDetails]
    public let logos: [ImageDetails]
    public let backdrops: [ImageDetails]
    public let profiles: [ImageDetails]

    public init(
        id: Int,
        posters: [ImageDetails],
        logos: [ImageDetails],
        backdrops: [ImageDetails],
        profiles: [ImageDetails]
    ) {
        self.id = id
        self.posters = posters
        self.logos = logos
        self.backdrops = backdrops
        self.profiles = profiles
    }
}
