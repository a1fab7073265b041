import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps one of `created_by` of `/tv/{id}` to the domain `Creator`.
///
/// A missing or empty `original_name` falls back to `name`, which is what TMDb means by it.
struct CreatorMapper {
    func map(_ dto: CreatorDTO) -> Creator {
        Creator(
            id: dto.id,
            creditID: dto.creditID,
            name: dto.name,
            originalName: dto.originalName.nonEmpty ?? dto.name,
            gender: Gender(tmdbValue: dto.gender),
            profilePath: dto.profilePath.tmdbURL
        )
    }
}
