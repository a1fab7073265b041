import CoreDomain
import SearchDomain
import TMDbAdapterKit
import TMDbKit

/// Maps a person row of a TMDb search (multi or person) to the domain `PersonMediaPreview`,
/// with their known-for titles.
struct PersonMediaPreviewMapper {
    private let knownForMapper = KnownForMediaPreviewMapper()

    func map(_ dto: PersonListItemDTO) -> PersonMediaPreview {
        PersonMediaPreview(
            id: dto.id,
            name: dto.name,
            originalName: dto.originalName.nonEmpty,
            gender: Gender(tmdbValue: dto.gender),
            knownForDepartment: dto.knownForDepartment.nonEmpty,
            profilePath: dto.profilePath.tmdbURL,
            popularity: dto.popularity,
            isAdultOnly: dto.adult ?? false,
            knownFor: dto.knownFor?.compactMap(knownForMapper.map) ?? []
        )
    }
}
