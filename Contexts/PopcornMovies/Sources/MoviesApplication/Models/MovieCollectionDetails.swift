import CoreDomain
import Foundation

/// The collection a movie belongs to, with its images resolved.
public struct MovieCollectionDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?

    public init(id: Int, name: String, posterURLSet: ImageURLSet? = nil, backdropURLSet: ImageURLSet? = nil) {
        self.id = id
        self.name = name
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
    }
}
