import Foundation
import ReviewsDomain

extension Review {
    /// A review with every field set, written 2016-05-10T13:59:59Z and edited a year later (whole
    /// seconds, so it reads back from the cache equal).
    public static func mock(
        id: String = "5b1c13b9c3a36848f2026384",
        author: String = "Soap Maker",
        authorDetails: ReviewAuthorDetails = .mock(),
        content: String = "The first watch is a thriller; the second is a comedy.",
        createdAt: Date = Date(timeIntervalSince1970: 1_462_888_799),
        updatedAt: Date? = Date(timeIntervalSince1970: 1_494_424_799),
        url: URL? = URL(string: "https://www.themoviedb.org/review/5b1c13b9c3a36848f2026384")
    ) -> Review {
        Review(
            id: id, author: author, authorDetails: authorDetails, content: content, createdAt: createdAt,
            updatedAt: updatedAt, url: url)
    }
}
