import CoreDomain

extension Genre {
    /// A few of TMDb's en-US movie genres, in TMDb's order.
    static func mockMovieGenres() -> [Genre] {
        [
            Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama"), Genre(id: 878, name: "Science Fiction"),
            Genre(id: 10770, name: "TV Movie"),
        ]
    }

    /// A few of TMDb's en-US series genres, in TMDb's order.
    static func mockTVGenres() -> [Genre] {
        [
            Genre(id: 10759, name: "Action & Adventure"), Genre(id: 18, name: "Drama"),
            Genre(id: 10765, name: "Sci-Fi & Fantasy"),
        ]
    }
}
