import Foundation

/// A movie's cast and crew as presentations need them; the `--json` document of `popcorn movie credits`.
public struct CreditsDetails: Identifiable, Codable, Equatable, Sendable {
    /// The movie's TMDb id.
    public let id: Int
    public let cast: [CastMemberDetails]
    public let crew: [CrewMemberDetails]

    public init(id: Int, cast: [CastMemberDetails], crew: [CrewMemberDetails]) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
