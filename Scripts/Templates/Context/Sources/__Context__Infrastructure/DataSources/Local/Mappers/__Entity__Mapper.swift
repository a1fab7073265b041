import Foundation
import __Context__Domain

/// Maps __a__ __entity_words__ between the domain and its `__table__` row: read, create, update in place.
struct __Entity__Mapper {
    func map(_ entity: __Record__) -> __Entity__ {
        __Entity__(
            id: entity.__entity__ID,
            name: entity.name,
            overview: entity.overview,
            posterPath: entity.posterPath.flatMap(URL.init(string:))
        )
    }

    func map(_ __entity__: __Entity__, language: String, cachedAt: Date) -> __Record__ {
        __Record__(
            __entity__ID: __entity__.id,
            name: __entity__.name,
            overview: __entity__.overview,
            posterPath: __entity__.posterPath?.relativeString,
            language: language,
            cachedAt: cachedAt
        )
    }

    func map(_ __entity__: __Entity__, to entity: inout __Record__, language: String, cachedAt: Date) {
        entity.name = __entity__.name
        entity.overview = __entity__.overview
        entity.posterPath = __entity__.posterPath?.relativeString
        entity.language = language
        entity.cachedAt = cachedAt
    }
}
