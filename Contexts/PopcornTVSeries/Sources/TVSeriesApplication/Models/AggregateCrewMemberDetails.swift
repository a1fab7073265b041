import CoreDomain
import Foundation

/// A person who worked on a series' crew, with every job they held and their profile photo resolved.
public struct AggregateCrewMemberDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let name: String
    public let gender: Gender
    public let profileURLSet: ImageURLSet?
    public let department: String
    public let jobs: [TVJobDetails]
    public let totalEpisodeCount: Int

    public init(
        id: Int,
        name: String,
        gender: Gender,
        profileURLSet: ImageURLSet? = nil,
        department: String,
        jobs: [TVJobDetails],
        totalEpisodeCount: Int
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.profileURLSet = profileURLSet
        self.department = department
        self.jobs = jobs
        self.totalEpisodeCount = totalEpisodeCount
    }
}
