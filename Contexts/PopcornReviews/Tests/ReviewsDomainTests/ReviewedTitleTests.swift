import Foundation
import ReviewsDomain
import Testing

@Suite("ReviewedTitle")
struct ReviewedTitleTests {
    @Test("a movie and a series give their own TMDb id")
    func id() {
        #expect(ReviewedTitle.movie(id: 550).id == 550)
        #expect(ReviewedTitle.tvSeries(id: 1396).id == 1396)
    }

    @Test("a movie and a series with the same id are different titles")
    func kindsDiffer() {
        #expect(ReviewedTitle.movie(id: 1) != ReviewedTitle.tvSeries(id: 1))
        #expect(ReviewedTitle.movie(id: 1) == ReviewedTitle.movie(id: 1))
    }
}
