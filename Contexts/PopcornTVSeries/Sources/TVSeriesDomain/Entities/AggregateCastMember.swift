import CoreDomain
import Foundation

/// A person who acted in a series, with every character they played and in how many episodes.
public struct AggregateCastMember: Identifiable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let name: String
    public let gender: Gender
    public let profilePath: URL?
    public let roles: [TVRole]
    public let totalEpisodeCount: Int
    /// 0-based billing order.
    public let order: Int

    public init(
        id: Int,
        name: String,
        gender: Gender = .unknown,
        profilePath: URL? = nil,
        roles: [TVRole],
        totalEpisodeCount: Int,
        order: Int
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.profilePath = profilePath
        self.roles = roles
        self.totalEpisodeCount = totalEpisodeCount
        self.order = order
    }
}
