import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' creators between the domain and `tv_series_creator` rows.
struct CreatorMapper {
    func map(_ entity: TVSeriesCreatorEntity) -> Creator {
        Creator(
            id: entity.personID,
            creditID: entity.creditID,
            name: entity.name,
            originalName: entity.originalName,
            gender: Gender(tmdbValue: entity.gender),
            profilePath: entity.profilePath.flatMap { URL(string: $0) }
        )
    }

    func map(_ creator: Creator, tvSeriesID: Int, position: Int) -> TVSeriesCreatorEntity {
        TVSeriesCreatorEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            personID: creator.id,
            creditID: creator.creditID,
            name: creator.name,
            originalName: creator.originalName,
            gender: creator.gender.rawValue,
            profilePath: creator.profilePath?.relativeString
        )
    }

    /// Overwrites the creator and its position; the series stays.
    func map(_ creator: Creator, to entity: inout TVSeriesCreatorEntity, position: Int) {
        entity.position = position
        entity.personID = creator.id
        entity.creditID = creator.creditID
        entity.name = creator.name
        entity.originalName = creator.originalName
        entity.gender = creator.gender.rawValue
        entity.profilePath = creator.profilePath?.relativeString
    }
}
