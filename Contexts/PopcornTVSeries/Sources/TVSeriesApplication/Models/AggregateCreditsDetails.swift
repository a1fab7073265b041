import CoreApplication
import Foundation

/// A series' cast and crew over all its episodes as presentations need them; the `--json` document of
/// the aggregate credits command.
public struct AggregateCreditsDetails: Identifiable, Codable, Equatable, Sendable {
    /// The series' TMDb id.
    public let id: Int
    /// In billing order.
    public let cast: [AggregateCastMemberDetails]
    /// The most episodes first (ties in TMDb's order), one entry per person and department.
    public let crew: [AggregateCrewMemberDetails]
    /// The crew by department, leading departments first (see ``CrewDepartmentGroup``).
    public let crewByDepartment: [CrewDepartmentGroup<AggregateCrewMemberDetails>]

    /// Credits whose departments are worked out from `crew`, so they always agree with it.
    public init(id: Int, cast: [AggregateCastMemberDetails], crew: [AggregateCrewMemberDetails]) {
        self.id = id
        self.cast = cast
        self.crew = crew
        self.crewByDepartment = CrewDepartmentGroup.groups(of: crew, by: \.department)
    }
}
