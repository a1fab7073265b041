import Foundation
import MoviesDomain

extension MoviePreviewPage {
    static func mock(
        page: Int = 1,
        totalPages: Int = 2,
        totalResults: Int = 26,
        results: [MoviePreview] = [.mock()]
    ) -> MoviePreviewPage {
        MoviePreviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}

extension MoviePreview {
    static func mock(id: Int = 550, title: String = "Fight Club") -> MoviePreview {
        MoviePreview(
            id: id,
            title: title,
            originalTitle: title,
            originalLanguage: "en",
            overview: "Overview",
            releaseDate: Date(timeIntervalSince1970: 940_000_000),
            genreIDs: [18],
            posterPath: URL(string: "/poster.jpg"),
            backdropPath: URL(string: "/backdrop.jpg"),
            popularity: 61.4,
            voteAverage: 8.4,
            voteCount: 30_000,
            hasVideo: false,
            isAdultOnly: false
        )
    }
}
