import CoreDomain
import Foundation

/// A person who acted in a series, with every character they played and their profile photo resolved.
public struct AggregateCastMemberDetails: Identifiable, Codable, Equatable, Sendable {
    /// The person's TMDb id.
    public let id: Int
    public let name: String
    public let gender: Gender
    public let profileURLSet: ImageURLSet?
    public let roles: [TVRoleDetails]
    public let totalEpisodeCount: Int
    /// 0-based billing order.
    public let order: Int

    public init(
        id: Int,
        name: String,
        gender: Gender,
        profileURLSet: ImageURLSet? = nil,
        roles: [TVRoleDetails],
        totalEpisodeCount: Int,
        order: Int
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.profileURLSet = profileURLSet
        self.roles = roles
        self.totalEpisodeCount = totalEpisodeCount
        self.order = order
    }
}
