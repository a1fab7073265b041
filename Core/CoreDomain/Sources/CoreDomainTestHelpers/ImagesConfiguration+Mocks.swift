import CoreDomain
import Foundation

extension ImagesConfiguration {
    /// TMDb's documented size lists, for tests in any context that resolve image URLs.
    public static func mock(
        baseURL: URL = URL(string: "https://image.tmdb.org/t/p/")!,
        posterSizes: [String] = ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
        backdropSizes: [String] = ["w300", "w780", "w1280", "original"],
        logoSizes: [String] = ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
        profileSizes: [String] = ["w45", "w185", "h632", "original"],
        stillSizes: [String] = ["w92", "w185", "w300", "original"]
    ) -> ImagesConfiguration {
        ImagesConfiguration(
            baseURL: baseURL,
            posterSizes: posterSizes,
            backdropSizes: backdropSizes,
            logoSizes: logoSizes,
            profileSizes: profileSizes,
            stillSizes: stillSizes
        )
    }
}
