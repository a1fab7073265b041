import CoreDomain

/// Turns a domain `ImageCollection` into `ImageCollectionDetails`: posters at poster sizes, logos at
/// logo sizes, backdrops at backdrop sizes, photos at profile sizes.
public struct ImageCollectionDetailsMapper: Sendable {
    private let imageMapper = ImageDetailsMapper()

    public init() {}

    public func map(_ collection: ImageCollection, imagesConfiguration: ImagesConfiguration) -> ImageCollectionDetails {
        func details(_ images: [ImageMetadata], _ kind: ImageKind) -> [ImageDetails] {
            images.compactMap { imageMapper.map($0, kind: kind, imagesConfiguration: imagesConfiguration) }
        }
        return ImageCollectionDetails(
            id: collection.id,
            posters: details(collection.posters, .poster),
            logos: details(collection.logos, .logo),
            backdrops: details(collection.backdrops, .backdrop),
            profiles: details(collection.profiles, .profile)
        )
    }
}
