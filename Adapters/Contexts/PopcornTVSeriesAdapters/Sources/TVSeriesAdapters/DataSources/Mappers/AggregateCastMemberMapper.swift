import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps one of `cast` of `/tv/{id}/aggregate_credits` to the domain `AggregateCastMember`.
struct AggregateCastMemberMapper {
    private let roleMapper = TVRoleMapper()

    /// `fallbackOrder` stands in when TMDb leaves `order` out: the member's position in TMDb's list.
    /// A missing `total_episode_count` is the sum of the roles' episode counts.
    func map(_ dto: AggregateCastMemberDTO, fallbackOrder: Int) -> AggregateCastMember {
        let roles = dto.roles.map(roleMapper.map)
        return AggregateCastMember(
            id: dto.id,
            name: dto.name,
            gender: Gender(tmdbValue: dto.gender),
            profilePath: dto.profilePath.tmdbURL,
            roles: roles,
            totalEpisodeCount: dto.totalEpisodeCount ?? roles.reduce(0) { $0 + $1.episodeCount },
            order: dto.order ?? fallbackOrder
        )
    }
}
