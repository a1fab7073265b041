import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps the guest stars of an episode cached on its own between the domain and
/// `tv_series_single_episode_guest_star` rows.
struct SingleEpisodeGuestStarMapper {
    func map(_ entity: TVSeriesSingleEpisodeGuestStarEntity) -> CastMember {
        CastMember(
            id: entity.personID,
            castID: entity.castID,
            creditID: entity.creditID,
            name: entity.name,
            character: entity.character,
            gender: Gender(tmdbValue: entity.gender),
            profilePath: entity.profilePath.flatMap { URL(string: $0) },
            order: entity.order
        )
    }

    func map(_ member: CastMember, episodeKey: String, position: Int) -> TVSeriesSingleEpisodeGuestStarEntity {
        TVSeriesSingleEpisodeGuestStarEntity(
            episodeKey: episodeKey,
            position: position,
            personID: member.id,
            castID: member.castID,
            creditID: member.creditID,
            name: member.name,
            character: member.character,
            gender: member.gender.rawValue,
            profilePath: member.profilePath?.relativeString,
            order: member.order
        )
    }

    /// Overwrites the member and its position; the owner stays.
    func map(_ member: CastMember, to entity: inout TVSeriesSingleEpisodeGuestStarEntity, position: Int) {
        entity.position = position
        entity.personID = member.id
        entity.castID = member.castID
        entity.creditID = member.creditID
        entity.name = member.name
        entity.character = member.character
        entity.gender = member.gender.rawValue
        entity.profilePath = member.profilePath?.relativeString
        entity.order = member.order
    }
}
