import Foundation
import ReviewsDomain

extension ReviewPage {
    /// The first of two pages: two reviews, `a1` by "First" and `a2` by "Second".
    public static func mock(
        page: Int = 1,
        totalPages: Int = 2,
        totalResults: Int = 23,
        results: [Review] = [
            .mock(id: "a1", author: "First", authorDetails: .mock(name: "First")),
            .mock(id: "a2", author: "Second", authorDetails: .mock(name: "Second", rating: nil)),
        ]
    ) -> ReviewPage {
        ReviewPage(page: page, totalPages: totalPages, totalResults: totalResults, results: results)
    }
}
