import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("MovieReviewsCommand")
struct MovieReviewsCommandTests: ParsesPopcornArguments {
    @Test("movie reviews takes a movie's id, URL or title, and --page, the first page by default")
    func parses() throws {
        let byURL = try #require(
            try parse(["movie", "reviews", "https://www.themoviedb.org/movie/550-fight-club", "--page", "2"])
                as? MovieReviewsCommand)
        #expect(try byURL.reference.id == 550)
        #expect(byURL.page.page == 2)
        let byTitle = try #require(try parse(["movie", "reviews", "fight", "club", "--json"]) as? MovieReviewsCommand)
        #expect(byTitle.ref == ["fight", "club"])
        #expect(byTitle.page.page == 1)
        #expect(byTitle.options.json)
    }

    @Test("A bad page, a series' URL or --year with an id is a usage error")
    func usageErrors() {
        #expect(exitCode(["movie", "reviews", "550", "--page", "0"]) == 64)
        #expect(exitCode(["movie", "reviews", "550", "--page", "501"]) == 64)
        #expect(exitCode(["movie", "reviews", "https://www.themoviedb.org/tv/1396"]) == 64)
        #expect(exitCode(["movie", "reviews", "550", "--year", "1999"]) == 64)
    }
}
