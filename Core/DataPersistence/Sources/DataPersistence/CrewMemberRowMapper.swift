import CoreDomain
import Foundation

/// Maps a `CrewMember` to the ``CrewMemberRow`` that stores it, and back, for every context.
public struct CrewMemberRowMapper: OwnedRowMapping {
    public init() {}

    public func map(_ row: CrewMemberRow) -> CrewMember {
        CrewMember(
            id: row.personID,
            creditID: row.creditID,
            name: row.name,
            job: row.job,
            department: row.department,
            gender: Gender(tmdbValue: row.gender),
            profilePath: row.profilePath.flatMap { URL(string: $0) }
        )
    }

    public func map(_ member: CrewMember) -> CrewMemberRow {
        CrewMemberRow(
            personID: member.id,
            creditID: member.creditID,
            name: member.name,
            job: member.job,
            department: member.department,
            gender: member.gender.rawValue,
            profilePath: member.profilePath?.relativeString
        )
    }
}
