import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' cast credits between the domain and `tv_series_cast_member` rows.
struct CastMemberMapper {
    func map(_ entity: TVSeriesCastMemberEntity) -> CastMember {
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

    func map(_ member: CastMember, tvSeriesID: Int, position: Int) -> TVSeriesCastMemberEntity {
        TVSeriesCastMemberEntity(
            tvSeriesID: tvSeriesID,
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
    func map(_ member: CastMember, to entity: inout TVSeriesCastMemberEntity, position: Int) {
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
