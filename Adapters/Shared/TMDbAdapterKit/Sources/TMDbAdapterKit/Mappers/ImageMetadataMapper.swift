import CoreDomain
import TMDbKit

/// Maps one image TMDb lists (`posters[]`, `logos[]`, ...) to the domain `ImageMetadata`.
public struct ImageMetadataMapper: Sendable {
    public init() {}

    /// The image, or `nil` when its path is empty or not a URL (it could never be shown). A
    /// missing width or height reads as 0, a missing aspect ratio is worked out from them
    /// (0 when the height is unknown), and an empty language (`""`) is no language, as `null` is.
    public func map(_ dto: ImageMetadataDTO) -> ImageMetadata? {
        guard let filePath = Optional(dto.filePath).tmdbURL else {
            return nil
        }
        let width = dto.width ?? 0
        let height = dto.height ?? 0
        return ImageMetadata(
            filePath: filePath,
            width: width,
            height: height,
            aspectRatio: dto.aspectRatio ?? (height > 0 ? Double(width) / Double(height) : 0),
            languageCode: dto.iso6391.nonEmpty,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount
        )
    }
}
