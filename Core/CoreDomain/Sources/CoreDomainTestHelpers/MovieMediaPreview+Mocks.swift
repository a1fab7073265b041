import CoreDomain
import Foundation

extension MovieMediaPreview {
    /// Fight Club as a search, trending or discover result, with every field set unless a test clears it.
    public static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        originalTitle: String? = "Fight Club",
        releaseDate: Date? = .mockDay(year: 1999, month: 10, day: 15),
        popularity: Double? = 61.4,
        isAdultOnly: Bool = false,
        hasVideo: Bool = false
    ) -> MovieMediaPreview {
        MovieMediaPreview(
            id: id,
            title: title,
            originalTitle: originalTitle,
            originalLanguage: "en",
            overview: "An insomniac office worker and a soap salesman build an underground fight club.",
            releaseDate: releaseDate,
            posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
            backdropPath: URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"),
            genreIDs: [18, 53],
            popularity: popularity,
            voteAverage: 8.4,
            voteCount: 27_000,
            isAdultOnly: isAdultOnly,
            hasVideo: hasVideo
        )
    }
}
