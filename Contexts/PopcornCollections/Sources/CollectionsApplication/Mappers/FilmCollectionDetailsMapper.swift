import CollectionsDomain
import CoreDomain
import Foundation

/// Turns a domain `FilmCollection` into `FilmCollectionDetails`: images resolved, and its movies put
/// in release order, the one place that order is decided (TMDb sends them in no set order).
struct FilmCollectionDetailsMapper {
    private let partMapper = FilmCollectionPartDetailsMapper()

    func map(_ entity: FilmCollection, imagesConfiguration: ImagesConfiguration) -> FilmCollectionDetails {
        FilmCollectionDetails(
            id: entity.id,
            name: entity.name,
            overview: entity.overview,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            parts: entity.parts.sorted(by: Self.releaseOrder).map {
                partMapper.map($0, imagesConfiguration: imagesConfiguration)
            }
        )
    }

    /// Whether `lhs` comes before `rhs`: the earlier release first, a movie without a date after
    /// every dated one, and movies of the same date (or both undated) by title as people read titles
    /// (case and accents aside), then by id, so the order never depends on TMDb's.
    static func releaseOrder(_ lhs: FilmCollectionPart, _ rhs: FilmCollectionPart) -> Bool {
        switch (lhs.releaseDate, rhs.releaseDate) {
        case (let left?, let right?) where left != right:
            return left < right
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        default:
            let (left, right) = (TypedText.fold(lhs.title), TypedText.fold(rhs.title))
            return left != right ? left < right : lhs.id < rhs.id
        }
    }
}
