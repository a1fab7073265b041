import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps aggregate cast members, with their roles in order, between the domain and
/// `tv_series_aggregate_cast_member` rows.
struct AggregateCastMemberMapper {
    private let roleMapper = TVRoleMapper()

    func map(_ entity: TVSeriesAggregateCastMemberEntity) -> AggregateCastMember {
        AggregateCastMember(
            id: entity.personID,
            name: entity.name,
            gender: Gender(tmdbValue: entity.gender),
            profilePath: entity.profilePath.flatMap { URL(string: $0) },
            roles: (entity.roles ?? []).map(roleMapper.map),
            totalEpisodeCount: entity.totalEpisodeCount,
            order: entity.order
        )
    }

    func map(_ member: AggregateCastMember, tvSeriesID: Int, position: Int) -> TVSeriesAggregateCastMemberEntity {
        var entity = TVSeriesAggregateCastMemberEntity(
            tvSeriesID: tvSeriesID, position: position, personID: member.id, name: member.name,
            gender: member.gender.rawValue, totalEpisodeCount: member.totalEpisodeCount, order: member.order)
        map(member, to: &entity, position: position)
        return entity
    }

    /// Overwrites the member, its position and its roles; the series stays.
    func map(_ member: AggregateCastMember, to entity: inout TVSeriesAggregateCastMemberEntity, position: Int) {
        let tvSeriesID = entity.tvSeriesID
        entity.position = position
        entity.personID = member.id
        entity.name = member.name
        entity.gender = member.gender.rawValue
        entity.profilePath = member.profilePath?.relativeString
        entity.totalEpisodeCount = member.totalEpisodeCount
        entity.order = member.order
        entity.roles = member.roles.enumerated()
            .map { roleMapper.map($1, tvSeriesID: tvSeriesID, memberPosition: position, position: $0) }
    }
}
