import Foundation

/// A collection a typed name may mean: enough to open it by its id, or to list it as a choice.
public struct FilmCollectionCandidate: Identifiable, Equatable, Sendable {
    /// The collection's TMDb id: `popcorn collection <id>` opens it.
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
