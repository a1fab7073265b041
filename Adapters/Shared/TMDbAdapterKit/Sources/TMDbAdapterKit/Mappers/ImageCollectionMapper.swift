import CoreDomain
import TMDbKit

/// Maps TMDb's images of a title or person (`/movie/{id}/images`, `/tv/{id}/images`,
/// `/person/{id}/images`, or the appended `images` part) to the domain `ImageCollection`.
public struct ImageCollectionMapper: Sendable {
    public init() {}

    private let imageMapper = ImageMetadataMapper()

    /// `id` is the title's or person's id: TMDb leaves it out of appended images, so the caller,
    /// which knows whose images it asked for, always gives it. Each list keeps TMDb's order and
    /// drops an image without a usable path.
    public func map(_ dto: ImageCollectionDTO, id: Int) -> ImageCollection {
        ImageCollection(
            id: id,
            posters: dto.posters.compactMap(imageMapper.map),
            logos: dto.logos.compactMap(imageMapper.map),
            backdrops: dto.backdrops.compactMap(imageMapper.map),
            profiles: dto.profiles.compactMap(imageMapper.map)
        )
    }
}
