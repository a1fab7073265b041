import CoreDomain
import Foundation

/// A movie's or series' cast and crew as presentations need them; the `--json` document of the credits commands.
public struct CreditsDetails: Identifiable, Codable, Equatable, Sendable {
    /// The movie's or series' TMDb id.
    public let id: Int
    public let cast: [CastMemberDetails]
    public let crew: [CrewMemberDetails]
    /// The crew members who directed it (see ``CrewMemberDetails/isDirector``), in crew order.
    public let directors: [CrewMemberDetails]
    /// The crew members who wrote it (see ``CrewMemberDetails/isWriter``), in crew order.
    public let writers: [CrewMemberDetails]
    /// The crew by department, leading departments first (see ``CrewDepartmentGroup``).
    public let crewByDepartment: [CrewDepartmentGroup<CrewMemberDetails>]

    /// Credits whose directors, writers and departments are worked out from `crew`, so they always agree with it.
    public init(id: Int, cast: [CastMemberDetails], crew: [CrewMemberDetails]) {
        self.id = id
        self.cast = cast
        self.crew = crew
        self.directors = crew.filter(\.isDirector)
        self.writers = crew.filter(\.isWriter)
        self.crewByDepartment = CrewDepartmentGroup.groups(of: crew, by: \.department)
    }
}
