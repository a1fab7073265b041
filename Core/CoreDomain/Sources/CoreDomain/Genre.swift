import Foundation

/// A TMDb genre, such as Drama (18); movies and series share the type.
public struct Genre: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
