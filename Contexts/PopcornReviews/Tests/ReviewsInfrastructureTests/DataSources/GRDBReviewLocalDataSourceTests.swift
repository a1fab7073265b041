import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import ReviewsDomain
import ReviewsInfrastructure
import ReviewsTestHelpers
import Testing

@Suite("GRDBReviewLocalDataSource")
struct GRDBReviewLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [ReviewsMigrations()])
    }

    func dataSource(language: String = "en-US") -> GRDBReviewLocalDataSource {
        GRDBReviewLocalDataSource(database: database, language: language, clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    @Test("a page never saved reads as absent")
    func missing() async throws {
        #expect(try await dataSource().page(forKey: "reviews:movie:550:page:1") == nil)
    }

    @Test("a saved page reads back under its key with its reviews in order and the clock's date")
    func roundTrip() async throws {
        let page = ReviewPage.mock(page: 2)
        try await dataSource().save(page, forKey: "reviews:movie:550:page:2")

        let cached = try #require(try await dataSource().page(forKey: "reviews:movie:550:page:2"))

        #expect(cached.value == page)
        #expect(cached.value.results.map(\.id) == ["a1", "a2"])
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource().page(forKey: "reviews:movie:550:page:1") == nil)
    }

    @Test("a review's whole text, however long, and its missing fields read back as they were")
    func longTextAndMissingFields() async throws {
        let long = String(repeating: "Line one.\r\nLine two, with ★ and 日本語.\n\n", count: 400)
        let review = Review.mock(
            authorDetails: ReviewAuthorDetails(), content: long, updatedAt: nil, url: nil)
        try await dataSource().save(.mock(results: [review]), forKey: "k")

        #expect(try await dataSource().page(forKey: "k")?.value.results == [review])
    }

    @Test("a page saved in another language reads as absent")
    func otherLanguage() async throws {
        try await dataSource(language: "fr-FR").save(ReviewPage.mock(), forKey: "k")
        #expect(try await dataSource(language: "en-US").page(forKey: "k") == nil)
    }

    @Test("saving a page again replaces its reviews without leftovers and keeps other pages")
    func overwrite() async throws {
        try await dataSource().save(ReviewPage.mock(), forKey: "a")
        try await dataSource().save(ReviewPage.mock(), forKey: "b")
        clock.advance(by: 60)
        let updated = ReviewPage.mock(totalResults: 1, results: [.mock(id: "a3", author: "Third")])

        try await dataSource().save(updated, forKey: "a")

        let cached = try #require(try await dataSource().page(forKey: "a"))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource().page(forKey: "b")?.value == .mock())
        #expect(try count("reviews_review_page") == 2)
        #expect(try count("reviews_review") == 3)
    }

    @Test("a page without reviews reads back empty, not absent")
    func emptyPage() async throws {
        try await dataSource().save(ReviewPage.mock(totalPages: 0, totalResults: 0, results: []), forKey: "k")
        #expect(try await dataSource().page(forKey: "k")?.value.results == [])
    }

    @Test("deleting a page row deletes its reviews")
    func cascade() async throws {
        try await dataSource().save(ReviewPage.mock(), forKey: "k")

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM reviews_review_page") }

        #expect(try count("reviews_review") == 0)
    }

    @Test("reading a page runs two queries, however many reviews it has")
    func readIsNotNPlusOne() async throws {
        let results = (1...20).map { Review.mock(id: "r\($0)", author: "Reader \($0)") }
        try await dataSource().save(ReviewPage.mock(results: results), forKey: "k")
        let log = StatementLog.attached(to: database)

        let page = try await dataSource().page(forKey: "k")

        #expect(page?.value.results.count == 20)
        #expect(log.queries(touching: "reviews_").count == 2)
    }

    @Test("saving a page and its reviews is one transaction")
    func saveIsOneTransaction() async throws {
        try await dataSource().save(ReviewPage.mock(), forKey: "k")
        let log = StatementLog.attached(to: database)

        try await dataSource().save(ReviewPage.mock(page: 2), forKey: "k")

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
    }
}
