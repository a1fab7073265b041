import CoreApplication
import CoreDomain
import Foundation

extension ImageDetails {
    /// A person's photo as TMDb's documented sizes resolve it: 1000x1500, no text, 5.3 from 4 votes.
    static func photo(
        path: String = "/a.jpg",
        width: Int = 1000,
        height: Int = 1500,
        languageCode: String? = nil,
        voteAverage: Double? = 5.3,
        voteCount: Int? = 4
    ) -> ImageDetails {
        let base = "https://image.tmdb.org/t/p/"
        return ImageDetails(
            urlSet: ImageURLSet(
                path: URL(string: path)!,
                thumbnail: URL(string: base + "w185" + path)!,
                card: URL(string: base + "h632" + path)!,
                detail: URL(string: base + "h632" + path)!,
                full: URL(string: base + "original" + path)!
            ),
            width: width,
            height: height,
            aspectRatio: Double(width) / Double(height),
            languageCode: languageCode,
            voteAverage: voteAverage,
            voteCount: voteCount
        )
    }
}
