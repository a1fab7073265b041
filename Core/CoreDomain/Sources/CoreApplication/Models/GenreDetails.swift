import CoreDomain
import Foundation

/// A genre in an application model.
public struct GenreDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
