import CoreDomain
import Foundation
import PeopleDomain

/// Maps popular and search results between the domain and `people_preview` rows.
struct PersonPreviewMapper {
    func map(_ entity: PeoplePreviewEntity) -> PersonPreview {
        PersonPreview(
            id: entity.personID,
            name: entity.name,
            knownForDepartment: entity.knownForDepartment,
            gender: Gender(tmdbValue: entity.gender),
            profilePath: entity.profilePath.flatMap { URL(string: $0) },
            popularity: entity.popularity,
            knownForTitles: entity.knownForTitles
        )
    }

    func map(_ preview: PersonPreview, pageKey: String, position: Int) -> PeoplePreviewEntity {
        var entity = PeoplePreviewEntity(
            pageKey: pageKey, position: position, personID: preview.id, name: preview.name,
            gender: preview.gender.rawValue, knownForTitles: preview.knownForTitles)
        map(preview, to: &entity, position: position)
        return entity
    }

    /// Overwrites the result and its position; the page stays.
    func map(_ preview: PersonPreview, to entity: inout PeoplePreviewEntity, position: Int) {
        entity.position = position
        entity.personID = preview.id
        entity.name = preview.name
        entity.knownForDepartment = preview.knownForDepartment
        entity.gender = preview.gender.rawValue
        entity.profilePath = preview.profilePath?.relativeString
        entity.popularity = preview.popularity
        entity.knownForTitles = preview.knownForTitles
    }
}
