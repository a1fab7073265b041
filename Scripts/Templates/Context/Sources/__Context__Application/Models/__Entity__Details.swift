import CoreDomain
import Foundation

/// __A__ __entity_words__ as presentations need it: every domain field, with image paths resolved to URL sets.
///
/// It is also the `--json` document of the command that shows one, so property names are the JSON keys.
public struct __Entity__Details: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let posterURLSet: ImageURLSet?

    public init(id: Int, name: String, overview: String? = nil, posterURLSet: ImageURLSet? = nil) {
        self.id = id
        self.name = name
        self.overview = overview
        self.posterURLSet = posterURLSet
    }
}
