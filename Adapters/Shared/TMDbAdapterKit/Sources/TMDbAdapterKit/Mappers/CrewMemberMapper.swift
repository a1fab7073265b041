import CoreDomain
import TMDbKit

/// Maps a TMDb crew DTO to the domain `CrewMember`.
public struct CrewMemberMapper: Sendable {
    public init() {}

    public func map(_ dto: CrewMemberDTO) -> CrewMember {
        CrewMember(
            id: dto.id,
            creditID: dto.creditID,
            name: dto.name,
            job: dto.job ?? "",
            department: dto.department ?? "",
            gender: Gender(tmdbValue: dto.gender),
            profilePath: dto.profilePath.tmdbURL
        )
    }
}
