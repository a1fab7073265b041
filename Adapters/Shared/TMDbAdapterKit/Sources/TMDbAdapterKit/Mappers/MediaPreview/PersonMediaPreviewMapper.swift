import CoreDomain
import TMDbKit

/// Maps a person row of a TMDb search, trending or discover page to the domain `PersonMediaPreview`,
/// with their known-for titles.
public struct PersonMediaPreviewMapper: Sendable {
    private let knownForMapper = KnownForMediaPreviewMapper()

    public init() {}

    public func map(_ dto: PersonListItemDTO) -> PersonMediaPreview {
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
