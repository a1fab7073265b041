import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps the crew of an episode cached on its own between the domain and `tv_series_single_episode_crew_member` rows.
struct SingleEpisodeCrewMemberMapper {
    func map(_ entity: TVSeriesSingleEpisodeCrewMemberEntity) -> CrewMember {
        CrewMember(
            id: entity.personID,
            creditID: entity.creditID,
            name: entity.name,
            job: entity.job,
            department: entity.department,
            gender: Gender(tmdbValue: entity.gender),
            profilePath: entity.profilePath.flatMap { URL(string: $0) }
        )
    }

    func map(_ member: CrewMember, episodeKey: String, position: Int) -> TVSeriesSingleEpisodeCrewMemberEntity {
        TVSeriesSingleEpisodeCrewMemberEntity(
            episodeKey: episodeKey,
            position: position,
            personID: member.id,
            creditID: member.creditID,
            name: member.name,
            job: member.job,
            department: member.department,
            gender: member.gender.rawValue,
            profilePath: member.profilePath?.relativeString
        )
    }

    /// Overwrites the member and its position; the owner stays.
    func map(_ member: CrewMember, to entity: inout TVSeriesSingleEpisodeCrewMemberEntity, position: Int) {
        entity.position = position
        entity.personID = member.id
        entity.creditID = member.creditID
        entity.name = member.name
        entity.job = member.job
        entity.department = member.department
        entity.gender = member.gender.rawValue
        entity.profilePath = member.profilePath?.relativeString
    }
}
