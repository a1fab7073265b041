import CoreDomain
import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps a TMDb cast DTO to the domain `CastMember`.
struct CastMemberMapper {
    /// `fallbackOrder` stands in when TMDb leaves `order` out: its position in TMDb's list.
    func map(_ dto: CastMemberDTO, fallbackOrder: Int) -> CastMember {
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
