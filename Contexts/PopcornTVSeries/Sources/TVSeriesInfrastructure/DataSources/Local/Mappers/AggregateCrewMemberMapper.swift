import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps aggregate crew members, with their jobs in order, between the domain and
/// `tv_series_aggregate_crew_member` rows.
struct AggregateCrewMemberMapper {
    private let jobMapper = TVJobMapper()

    func map(_ entity: TVSeriesAggregateCrewMemberEntity) -> AggregateCrewMember {
        AggregateCrewMember(
            id: entity.personID,
            name: entity.name,
            gender: Gender(tmdbValue: entity.gender),
            profilePath: entity.profilePath.flatMap { URL(string: $0) },
            department: entity.department,
            jobs: (entity.jobs ?? []).map(jobMapper.map),
            totalEpisodeCount: entity.totalEpisodeCount
        )
    }

    func map(_ member: AggregateCrewMember, tvSeriesID: Int, position: Int) -> TVSeriesAggregateCrewMemberEntity {
        var entity = TVSeriesAggregateCrewMemberEntity(
            tvSeriesID: tvSeriesID, position: position, personID: member.id, name: member.name,
            gender: member.gender.rawValue, department: member.department,
            totalEpisodeCount: member.totalEpisodeCount)
        map(member, to: &entity, position: position)
        return entity
    }

    /// Overwrites the member, its position and its jobs; the series stays.
    func map(_ member: AggregateCrewMember, to entity: inout TVSeriesAggregateCrewMemberEntity, position: Int) {
        let tvSeriesID = entity.tvSeriesID
        entity.position = position
        entity.personID = member.id
        entity.name = member.name
        entity.gender = member.gender.rawValue
        entity.profilePath = member.profilePath?.relativeString
        entity.department = member.department
        entity.totalEpisodeCount = member.totalEpisodeCount
        entity.jobs = member.jobs.enumerated()
            .map { jobMapper.map($1, tvSeriesID: tvSeriesID, memberPosition: position, position: $0) }
    }
}
