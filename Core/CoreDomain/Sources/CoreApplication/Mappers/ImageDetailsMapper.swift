import CoreDomain

/// Turns domain `ImageMetadata` into `ImageDetails`, resolving its path with the sizes of its kind.
public struct ImageDetailsMapper: Sendable {
    public init() {}

    /// The image's details, or `nil` when its path cannot be resolved (an empty path).
    public func map(
        _ image: ImageMetadata,
        kind: ImageKind,
        imagesConfiguration: ImagesConfiguration
    ) -> ImageDetails? {
        guard let urlSet = imagesConfiguration.urlSet(for: image.filePath, kind: kind) else {
            return nil
        }
        return ImageDetails(
            urlSet: urlSet,
            width: image.width,
            height: image.height,
            aspectRatio: image.aspectRatio,
            languageCode: image.languageCode,
            voteAverage: image.voteAverage,
            voteCount: image.voteCount
        )
    }
}
