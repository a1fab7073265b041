import CoreDomain

extension Genre {
    /// Drama, for tests in any context.
    public static func mock(id: Int = 18, name: String = "Drama") -> Genre {
        Genre(id: id, name: name)
    }

    /// A few of TMDb's en-US movie genres, in TMDb's order.
    public static func mockMovieGenres() -> [Genre] {
        [
            Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama"), Genre(id: 878, name: "Science Fiction"),
            Genre(id: 10770, name: "TV Movie"),
        ]
    }

    /// A few of TMDb's en-US series genres, in TMDb's order.
    public static func mockTVGenres() -> [Genre] {
        [
            Genre(id: 10759, name: "Action & Adventure"), Genre(id: 18, name: "Drama"),
            Genre(id: 10765, name: "Sci-Fi & Fantasy"),
        ]
    }

    /// The movie genres as TMDb names them in French.
    public static func mockFrenchMovieGenres() -> [Genre] {
        [Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drame"), Genre(id: 878, name: "Science-Fiction")]
    }
}
