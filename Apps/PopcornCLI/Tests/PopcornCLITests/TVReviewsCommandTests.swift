import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("TVReviewsCommand")
struct TVReviewsCommandTests: ParsesPopcornArguments {
    @Test("tv reviews takes a series' id, URL or name, and --page, the first page by default")
    func parses() throws {
        let byURL = try #require(
            try parse(["tv", "reviews", "https://www.themoviedb.org/tv/1396-breaking-bad", "--page", "3"])
                as? TVReviewsCommand)
        #expect(try byURL.reference.id == 1396)
        #expect(byURL.page.page == 3)
        let byName = try #require(try parse(["tv", "reviews", "breaking", "bad"]) as? TVReviewsCommand)
        #expect(byName.ref == ["breaking", "bad"])
        #expect(byName.page.page == 1)
    }

    @Test("A bad page, a movie's URL or --year with an id is a usage error")
    func usageErrors() {
        #expect(exitCode(["tv", "reviews", "1396", "--page", "x"]) == 64)
        #expect(exitCode(["tv", "reviews", "https://www.themoviedb.org/movie/550"]) == 64)
        #expect(exitCode(["tv", "reviews", "1396", "--year", "2008"]) == 64)
    }
}
