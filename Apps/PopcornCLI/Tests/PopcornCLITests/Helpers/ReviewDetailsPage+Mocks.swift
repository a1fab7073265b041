import Foundation
import ReviewsApplication

extension ReviewDetails {
    /// A short review by "Soap Maker", rated 9, written 2016-05-10, in two paragraphs.
    static func mock(
        id: String = "a1",
        author: String = "Soap Maker",
        rating: Double? = 9,
        date: Date = Date(timeIntervalSince1970: 1_462_888_799),
        content: String = "The first watch is a thriller; the second is a comedy.\r\n\r\nIt holds up.",
        url: URL? = URL(string: "https://www.themoviedb.org/review/a1")
    ) -> ReviewDetails {
        ReviewDetails(id: id, author: author, rating: rating, date: date, content: content, url: url)
    }
}

extension ReviewDetailsPage {
    /// The first of two pages (23 reviews): "Soap Maker"'s, then an unrated one by "quietnarrator".
    static func mock(
        page: Int = 1,
        totalPages: Int = 2,
        totalResults: Int = 23,
        results: [ReviewDetails] = [
            .mock(),
            .mock(
                id: "a2", author: "quietnarrator", rating: nil, date: Date(timeIntervalSince1970: 1_572_682_500),
                content: "I am Jack's complete lack of surprise.",
                url: URL(string: "https://www.themoviedb.org/review/a2")),
        ]
    ) -> ReviewDetailsPage {
        ReviewDetailsPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
