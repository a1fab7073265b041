import Foundation
import TMDbAdapterKit
import TMDbKit
import __Context__Domain

/// Maps TMDb's `/__endpoint__/{id}` response to the domain `__Entity__`.
///
/// It starts from TMDbKit's `NamedResourceDTO`; give the context a DTO of its own as the entity grows.
struct __Entity__Mapper {
    func map(_ dto: NamedResourceDTO) -> __Entity__ {
        __Entity__(
            id: dto.id,
            name: dto.name,
            overview: dto.overview.nonEmpty,
            posterPath: dto.posterPath.tmdbURL
        )
    }
}
