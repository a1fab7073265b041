/// TMDb-shaped reviews bodies the loopback server answers with, in the shape TMDb documents for
/// `/movie/{id}/reviews` and `/tv/{id}/reviews`: the title's `id`, the page, and each review with its
/// `author`, `author_details` (`name`, `username`, `avatar_path`, `rating`, a number or `null`),
/// `content`, `created_at` and `updated_at` (ISO 8601 with milliseconds), its `id` (a string) and `url`.
enum TMDbReviewFixtures {
    /// `GET /movie/550/reviews?page=1`: page 1 of 2 (23 reviews): a short review in two paragraphs
    /// rated 9, an unrated one by a reader with no display name whose text carries an escape, and a
    /// long one rated 7.5, which a screen cuts.
    static let movie550Page1 = page(
        id: 550, page: 1, totalPages: 2, totalResults: 23,
        [
            review(
                id: "5b1c13b9c3a36848f2026384", name: "Soap Maker", username: "soapmaker", rating: "9.0",
                content: #"The first watch is a thriller; the second is a comedy.\r\n\r\nIt holds up."#,
                createdAt: "2016-05-10T13:59:59.043Z"),
            review(
                id: "5dbd3ba4c3a368001a7e1c02", name: "", username: "quietnarrator", rating: "null",
                content: #"I am Jack's \u001b[2Jcomplete lack of surprise."#, createdAt: "2019-11-02T08:15:00.000Z"),
            review(
                id: "5e1f5a2b0b5fd60015a3c0de", name: "Paper Street", username: "paperstreet", rating: "7.5",
                content: (1...30).map { "Rule \($0): you do not talk about it." }.joined(separator: " "),
                createdAt: "2020-01-15T20:00:00.000Z"),
        ])

    /// `GET /movie/550/reviews?page=2`: the last page, one review.
    static let movie550Page2 = page(
        id: 550, page: 2, totalPages: 2, totalResults: 23,
        [
            review(
                id: "60a1b2c3d4e5f60718293a4b", name: "Late Viewer", username: "lateviewer", rating: "6",
                content: "Better the second time.", createdAt: "2021-05-16T10:00:00.000Z")
        ])

    /// `GET /movie/550/reviews?page=3`: past the last page, as TMDb answers it: no reviews, the totals kept.
    static let movie550Page3 = page(id: 550, page: 3, totalPages: 2, totalResults: 23, [])

    /// `GET /movie/807/reviews`: a movie nobody has reviewed.
    static let movie807 = page(id: 807, page: 1, totalPages: 0, totalResults: 0, [])

    /// `GET /tv/1396/reviews?page=1`: one page of two reviews.
    static let tv1396 = page(
        id: 1396, page: 1, totalPages: 1, totalResults: 2,
        [
            review(
                id: "58a9d2a1c3a3683e7a00b7d1", name: "Heisenberg Watcher", username: "hwatcher", rating: "10",
                content: "Five seasons, and not one wasted.", createdAt: "2017-02-19T17:23:13.215Z"),
            review(
                id: "58a9d2a1c3a3683e7a00b7d2", name: "", username: "pinkman", rating: "null",
                content: "Yeah, science!", createdAt: "2018-08-01T09:30:00.000Z"),
        ])

    /// One review as TMDb writes it; `rating` is JSON (`9.0`, `null`), `content` is JSON string text
    /// (escapes as they are sent).
    static func review(
        id: String, name: String, username: String, rating: String, content: String, createdAt: String
    ) -> String {
        let author = name.isEmpty ? username : name
        return #"{"author":"\#(author)","author_details":{"name":"\#(name)","username":"\#(username)","#
            + #""avatar_path":null,"rating":\#(rating)},"content":"\#(content)","created_at":"\#(createdAt)","#
            + #""id":"\#(id)","updated_at":"\#(createdAt)","url":"https://www.themoviedb.org/review/\#(id)"}"#
    }

    /// A reviews page with the title's id and TMDb's paging fields.
    static func page(id: Int, page: Int, totalPages: Int, totalResults: Int, _ reviews: [String]) -> String {
        #"{"id":\#(id),"page":\#(page),"results":["# + reviews.joined(separator: ",")
            + #"],"total_pages":\#(totalPages),"total_results":\#(totalResults)}"#
    }
}
