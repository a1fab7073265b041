@testable import MoviesInfrastructure

extension MoviesMovieCollectionEntity {
    static func mock(
        movieID: Int = 550,
        movieCollectionID: Int = 119,
        name: String = "The Lord of the Rings Collection",
        posterPath: String? = "/oENY593nKRVL2PnxXsMtlh8izb4.jpg",
        backdropPath: String? = "/bccR2CGTWVVSZAG0yqmy3DIvhTX.jpg"
    ) -> MoviesMovieCollectionEntity {
        MoviesMovieCollectionEntity(
            movieID: movieID,
            movieCollectionID: movieCollectionID,
            name: name,
            posterPath: posterPath,
            backdropPath: backdropPath
        )
    }
}
