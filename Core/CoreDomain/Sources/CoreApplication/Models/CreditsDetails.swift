import CoreDomain
import Foundation

/// A movie's or series' cast and crew as presentations need them; the `--json` document of the credits commands.
public struct CreditsDetails: Identifiable, Codable, Equatable, Sendable {
    /// The movie's or series' TMDb id.
    public let id: Int
    public let cast: [CastMemberDetails]
    public let crew: [CrewMemberDetails]

    public init(id: Int, cast: [CastMemberDetails], crew: [CrewMemberDetails]) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
