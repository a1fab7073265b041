import Foundation
import TVSeriesDomain

/// Turns a domain `TVRole` into `TVRoleDetails`.
struct TVRoleDetailsMapper {
    func map(_ entity: TVRole) -> TVRoleDetails {
        TVRoleDetails(creditID: entity.creditID, character: entity.character, episodeCount: entity.episodeCount)
    }
}
