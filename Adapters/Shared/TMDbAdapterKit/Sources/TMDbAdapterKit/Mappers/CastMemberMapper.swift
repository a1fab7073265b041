import CoreDomain
import TMDbKit

/// Maps a TMDb cast DTO to the domain `CastMember`.
public struct CastMemberMapper: Sendable {
    public init() {}

    /// `fallbackOrder` stands in when TMDb leaves `order` out: its position in TMDb's list.
    public func map(_ dto: CastMemberDTO, fallbackOrder: Int) -> CastMember {
        CastMember(
            id: dto.id,
            castID: dto.castID,
            creditID: dto.creditID,
            name: dto.name,
            character: dto.character ?? "",
            gender: Gender(tmdbValue: dto.gender),
            profilePath: dto.profilePath.tmdbURL,
            order: dto.order ?? fallbackOrder
        )
    }
}
