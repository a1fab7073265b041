import CoreDomain
import Foundation

/// Maps a `CastMember` to the ``CastMemberRow`` that stores it, and back, for every context.
public struct CastMemberRowMapper: OwnedRowMapping {
    public init() {}

    public func map(_ row: CastMemberRow) -> CastMember {
        CastMember(
            id: row.personID,
            castID: row.castID,
            creditID: row.creditID,
            name: row.name,
            character: row.character,
            gender: Gender(tmdbValue: row.gender),
            profilePath: row.profilePath.flatMap { URL(string: $0) },
            order: row.order
        )
    }

    public func map(_ member: CastMember) -> CastMemberRow {
        CastMemberRow(
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
}
