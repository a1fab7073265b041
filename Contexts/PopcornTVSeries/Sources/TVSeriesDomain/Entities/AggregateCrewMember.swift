import CoreDomain
import Foundation

/// A person who worked on a series' crew, with every job they held and in how many episodes.
public struct AggregateCrewMember: Identifiable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let name: String
    public let gender: Gender
    public let profilePath: URL?
    public let department: String
    public let jobs: [TVJob]
    public let totalEpisodeCount: Int

    public init(
        id: Int,
        name: String,
        gender: Gender = .unknown,
        profilePath: URL? = nil,
        department: String,
        jobs: [TVJob],
        totalEpisodeCount: Int
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.profilePath = profilePath
        self.department = department
        self.jobs = jobs
        self.totalEpisodeCount = totalEpisodeCount
    }
}
