import CoreDomain
import Foundation
import __Context__Domain

/// Turns a domain `__Entity__` into `__Entity__Details`, resolving its poster with the poster sizes.
struct __Entity__DetailsMapper {
    func map(_ entity: __Entity__, imagesConfiguration: ImagesConfiguration) -> __Entity__Details {
        __Entity__Details(
            id: entity.id,
            name: entity.name,
            overview: entity.overview,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath)
        )
    }
}
