import CoreApplication
import CoreDomain
import Foundation

extension ImageCollectionDetails {
    /// Fight Club's images: an English poster, an English and a text-free logo, a text-free backdrop.
    static func mock(
        posters: [ImageDetails] = [.mock(path: "/poster-en.jpg", width: 2000, height: 3000, languageCode: "en")],
        logos: [ImageDetails] = [
            .mock(path: "/logo-en.png", width: 800, height: 250, languageCode: "en", voteCount: 1),
            .mock(path: "/logo.png", width: 800, height: 250, languageCode: nil, voteAverage: nil, voteCount: 0),
        ],
        backdrops: [ImageDetails] = [.mock(path: "/backdrop.jpg", width: 1920, height: 1080, languageCode: nil)]
    ) -> ImageCollectionDetails {
        ImageCollectionDetails(id: 550, posters: posters, logos: logos, backdrops: backdrops, profiles: [])
    }
}

extension ImageDetails {
    /// An image under TMDb's image host, voted 5.6 by 12 people unless told otherwise.
    static func mock(
        path: String,
        width: Int,
        height: Int,
        languageCode: String?,
        voteAverage: Double? = 5.6,
        voteCount: Int? = 12
    ) -> ImageDetails {
        ImageDetails(
            urlSet: .mock(path: path),
            width: width,
            height: height,
            aspectRatio: Double(width) / Double(height),
            languageCode: languageCode,
            voteAverage: voteAverage,
            voteCount: voteCount
        )
    }
}
