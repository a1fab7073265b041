import Foundation

/// Everything a person was in or worked on, movies and series alike.
public struct PersonCredits: Identifiable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let cast: [PersonCredit]
    public let crew: [PersonCredit]

    public init(id: Int, cast: [PersonCredit], crew: [PersonCredit]) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
