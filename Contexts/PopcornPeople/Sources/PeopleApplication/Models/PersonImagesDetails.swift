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

    /// `photos` is always in the document, empty when there are none or the source does not know
    /// them, so a script reads `.photos[]` without a special case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(photos ?? [], forKey: .photos)
    }
}
