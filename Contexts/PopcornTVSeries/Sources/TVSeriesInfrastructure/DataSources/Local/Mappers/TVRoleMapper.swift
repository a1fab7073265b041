import Foundation
import TVSeriesDomain

/// Maps an aggregate cast member's roles between the domain and `tv_series_aggregate_cast_role` rows.
struct TVRoleMapper {
    func map(_ entity: TVSeriesRoleEntity) -> TVRole {
        TVRole(creditID: entity.creditID, character: entity.character, episodeCount: entity.episodeCount)
    }

    func map(_ role: TVRole, tvSeriesID: Int, memberPosition: Int, position: Int) -> TVSeriesRoleEntity {
        TVSeriesRoleEntity(
            tvSeriesID: tvSeriesID, memberPosition: memberPosition, position: position, creditID: role.creditID,
            character: role.character, episodeCount: role.episodeCount)
    }

    /// Overwrites the role and its position; the member stays.
    func map(_ role: TVRole, to entity: inout TVSeriesRoleEntity, position: Int) {
        entity.position = position
        entity.creditID = role.creditID
        entity.character = role.character
        entity.episodeCount = role.episodeCount
    }
}
