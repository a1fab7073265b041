import CoreDomain
import Foundation
import TMDbKit

/// Maps TMDb's `/configuration` DTO to the Core `ImagesConfiguration`, preferring the secure base URL.
public struct ImagesConfigurationMapper: Sendable {
    public init() {}

    static let fallbackBaseURL = URL(string: "https://image.tmdb.org/t/p/")!

    public func map(_ dto: ConfigurationDTO) -> ImagesConfiguration {
        let images = dto.images
        return ImagesConfiguration(
            baseURL: images.secureBaseURL.tmdbURL ?? images.baseURL.tmdbURL ?? Self.fallbackBaseURL,
            posterSizes: images.posterSizes,
            backdropSizes: images.backdropSizes,
            logoSizes: images.logoSizes,
            profileSizes: images.profileSizes,
            stillSizes: images.stillSizes
        )
    }
}
