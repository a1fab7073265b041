import CoreApplication
import Foundation

/// A person's photos as presentations need them: whose they are, and each photo's URLs at the
/// profile sizes with its language, size and votes.
///
/// It is also the `--json` document of `popcorn person images`, so property names are the JSON keys.
public struct PersonImagesDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let name: String
    /// Every photo, best voted first; empty when the person has none, `nil` when the source does
    /// not know them (the offline catalog knows few people's photos).
    public let photos: [ImageDetails]?

    public init(id: Int, name: String, photos: [ImageDetails]?) {
        self.id = id
        self.name = name
        self.photos = photos
    }
}
