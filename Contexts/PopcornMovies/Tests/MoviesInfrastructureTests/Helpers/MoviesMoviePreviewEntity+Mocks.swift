import Foundation

@testable import MoviesInfrastructure

extension MoviesMoviePreviewEntity {
    static func mock(
        movieID: Int = 550,
        title: String = "Fight Club",
        genreIDs: [Int]? = [18, 53],
        posterPath: String? = "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: String? = "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"
    ) -> MoviesMoviePreviewEntity {
        MoviesMoviePreviewEntity(
            movieID: movieID,
            title: title,
            originalTitle: "Fight Club",
            originalLanguage: "en",
            overview: "An insomniac and a soap salesman form an underground fight club.",
            releaseDate: Date(timeIntervalSince1970: 940_550_400),
            genreIDs: genreIDs,
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: 61.416,
            voteAverage: 8.4,
            voteCount: 26_280,
            hasVideo: false,
            isAdultOnly: false
        )
    }
}
