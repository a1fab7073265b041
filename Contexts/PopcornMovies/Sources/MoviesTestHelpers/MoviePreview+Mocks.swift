import Foundation
import MoviesDomain

extension MoviePreview {
    /// Fight Club as a list shows it: a drama and thriller with its poster, backdrop and votes.
    public static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        originalTitle: String? = "Fight Club",
        originalLanguage: String? = "en",
        overview: String? = "An insomniac and a soap salesman form an underground fight club.",
        releaseDate: Date? = Date(timeIntervalSince1970: 940_550_400),
        genreIDs: [Int]? = [18, 53],
        posterPath: URL? = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        backdropPath: URL? = URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"),
        popularity: Double? = 61.416,
        voteAverage: Double? = 8.4,
        voteCount: Int? = 26_280,
        hasVideo: Bool? = false,
        isAdultOnly: Bool? = false
    ) -> MoviePreview {
        MoviePreview(
            id: id,
            title: title,
            originalTitle: originalTitle,
            originalLanguage: originalLanguage,
            overview: overview,
            releaseDate: releaseDate,
            genreIDs: genreIDs,
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: popularity,
            voteAverage: voteAverage,
            voteCount: voteCount,
            hasVideo: hasVideo,
            isAdultOnly: isAdultOnly
        )
    }
}
