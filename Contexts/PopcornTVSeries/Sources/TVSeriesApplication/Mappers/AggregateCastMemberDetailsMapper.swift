import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `AggregateCastMember` into `AggregateCastMemberDetails`, resolving the profile photo.
struct AggregateCastMemberDetailsMapper {
    private let roleMapper = TVRoleDetailsMapper()

    func map(_ entity: AggregateCastMember, imagesConfiguration: ImagesConfiguration) -> AggregateCastMemberDetails {
        AggregateCastMemberDetails(
            id: entity.id,
            name: entity.name,
            gender: entity.gender,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath),
            roles: entity.roles.map(roleMapper.map),
            totalEpisodeCount: entity.totalEpisodeCount,
            order: entity.order
        )
    }
}
