import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain

/// Maps popular and search results between the domain and `people_preview` rows.
struct PersonPreviewMapper: OwnedRowMapping {
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

    func map(_ preview: PersonPreview) -> PeoplePreviewEntity {
        PeoplePreviewEntity(
            personID: preview.id,
            name: preview.name,
            knownForDepartment: preview.knownForDepartment,
            gender: preview.gender.rawValue,
            profilePath: preview.profilePath?.relativeString,
            popularity: preview.popularity,
            knownForTitles: preview.knownForTitles
        )
    }
}
