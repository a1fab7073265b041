import CoreDomain
import Foundation

extension ImageMetadata {
    /// A 500x750 poster-shaped image without text, for tests in any context.
    public static func mock(
        filePath: String = "/image.jpg",
        width: Int = 500,
        height: Int = 750,
        aspectRatio: Double = 0.667,
        languageCode: String? = nil,
        voteAverage: Double? = 5.3,
        voteCount: Int? = 4
    ) -> ImageMetadata {
        ImageMetadata(
            filePath: URL(string: filePath)!,
            width: width,
            height: height,
            aspectRatio: aspectRatio,
            languageCode: languageCode,
            voteAverage: voteAverage,
            voteCount: voteCount
        )
    }
}
