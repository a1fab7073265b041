import CoreApplication

@testable import PopcornCLI

extension GenreListsDocument {
    /// A few of TMDb's en-US genres of each kind, in TMDb's order; `nil` leaves a kind out.
    static func mock(
        movie: [GenreDetails]? = [
            GenreDetails(id: 28, name: "Action"), GenreDetails(id: 18, name: "Drama"),
            GenreDetails(id: 878, name: "Science Fiction"),
        ],
        tv: [GenreDetails]? = [
            GenreDetails(id: 10759, name: "Action & Adventure"), GenreDetails(id: 10765, name: "Sci-Fi & Fantasy"),
        ]
    ) -> GenreListsDocument {
        GenreListsDocument(movie: movie, tv: tv)
    }
}
