import CoreDomain
import Foundation

/// Maps an `ImageCollection` to its ``OwnedRowsEntity`` and back: posters, logos, backdrops and
/// profiles stored as one list of ``ImageRow``s, each list keeping TMDb's order.
public struct ImageCollectionEntityMapper<Tables: ImageCollectionTables>: Sendable {
    public init() {}

    public func map(_ entity: OwnedRowsEntity<Tables>) -> ImageCollection {
        let rows = entity.rows ?? []
        func images(_ kind: String) -> [ImageMetadata] {
            rows.filter { $0.kind == kind }.compactMap(Self.image)
        }
        return ImageCollection(
            id: entity.ownerID,
            posters: images(Self.poster),
            logos: images(Self.logo),
            backdrops: images(Self.backdrop),
            profiles: images(Self.profile)
        )
    }

    public func map(_ collection: ImageCollection, language: String, cachedAt: Date) -> OwnedRowsEntity<Tables> {
        var entity = OwnedRowsEntity<Tables>(ownerID: collection.id, language: language, cachedAt: cachedAt)
        map(collection, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and every image, and refreshes `cachedAt`.
    public func map(
        _ collection: ImageCollection,
        to entity: inout OwnedRowsEntity<Tables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows =
            collection.posters.map { Self.row($0, kind: Self.poster) }
            + collection.logos.map { Self.row($0, kind: Self.logo) }
            + collection.backdrops.map { Self.row($0, kind: Self.backdrop) }
            + collection.profiles.map { Self.row($0, kind: Self.profile) }
    }

    private static var poster: String { "poster" }
    private static var logo: String { "logo" }
    private static var backdrop: String { "backdrop" }
    private static var profile: String { "profile" }

    private static func image(_ row: ImageRow) -> ImageMetadata? {
        URL(string: row.filePath).map {
            ImageMetadata(
                filePath: $0,
                width: row.width,
                height: row.height,
                aspectRatio: row.aspectRatio,
                languageCode: row.languageCode,
                voteAverage: row.voteAverage,
                voteCount: row.voteCount
            )
        }
    }

    private static func row(_ image: ImageMetadata, kind: String) -> ImageRow {
        ImageRow(
            kind: kind,
            filePath: image.filePath.relativeString,
            width: image.width,
            height: image.height,
            aspectRatio: image.aspectRatio,
            languageCode: image.languageCode,
            voteAverage: image.voteAverage,
            voteCount: image.voteCount
        )
    }
}
