import Foundation

/// A movie's or series' cast and crew.
public struct Credits: Identifiable, Equatable, Sendable {
    /// The movie's or series' TMDb id.
    public let id: Int
    public let cast: [CastMember]
    public let crew: [CrewMember]

    public init(id: Int, cast: [CastMember], crew: [CrewMember]) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
