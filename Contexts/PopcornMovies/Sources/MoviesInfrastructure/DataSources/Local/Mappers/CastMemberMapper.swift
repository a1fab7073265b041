import CoreDomain
import Foundation
import MoviesDomain

/// Maps cast credits between the domain and `movies_cast_member` rows.
struct CastMemberMapper {
    func map(_ entity: MoviesCastMemberEntity) -> CastMember {
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

    func map(_ member: CastMember, movieID: Int, position: Int) -> MoviesCastMemberEntity {
        MoviesCastMemberEntity(
            movieID: movieID,
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

    func map(_ member: CastMember, to entity: inout MoviesCastMemberEntity, position: Int) {
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
