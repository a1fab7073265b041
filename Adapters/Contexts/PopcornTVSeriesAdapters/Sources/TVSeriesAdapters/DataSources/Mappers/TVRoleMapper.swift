import TMDbKit
import TVSeriesDomain

/// Maps one of an aggregate cast member's `roles` to the domain `TVRole`.
struct TVRoleMapper {
    func map(_ dto: TVRoleDTO) -> TVRole {
        TVRole(creditID: dto.creditID, character: dto.character ?? "", episodeCount: dto.episodeCount ?? 0)
    }
}
