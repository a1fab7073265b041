import CoreDomain
import Foundation
import PeopleDomain
import TMDbAdapterKit
import TMDbKit

/// Maps one item of TMDb's popular people list or people search to the domain `PersonPreview`.
///
/// `known_for` becomes the titles alone: a movie's `title` or a series' `name`; entries with neither are dropped.
struct PersonPreviewMapper {
    func map(_ dto: PersonListItemDTO) -> PersonPreview {
        PersonPreview(
            id: dto.id,
            name: dto.name,
            knownForDepartment: dto.knownForDepartment.nonEmpty,
            gender: Gender(tmdbValue: dto.gender),
            profilePath: dto.profilePath.tmdbURL,
            popularity: dto.popularity,
            knownForTitles: dto.knownFor?.compactMap { ($0.title.nonEmpty ?? $0.name).nonEmpty } ?? []
        )
    }
}
