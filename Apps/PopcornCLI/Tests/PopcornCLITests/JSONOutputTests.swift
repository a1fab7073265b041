import Foundation
import MoviesApplication
import Testing

@testable import PopcornCLI

@Suite("JSONOutput")
struct JSONOutputTests {
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Dates are YYYY-MM-DD strings")
    func dates() throws {
        let json = try JSONOutput.document(MovieDetails.mock())
        #expect(try object(json)["releaseDate"] as? String == "1999-10-15")
    }

    @Test("Keys are the Swift property names and URLs are plain strings")
    func keysAndURLs() throws {
        let json = try JSONOutput.document(MovieDetails.mock())
        let object = try object(json)
        #expect(object["homepageURL"] as? String == "http://www.foxmovies.com/movies/fight-club")
        #expect(object["imdbID"] as? String == "tt0137523")
        #expect(object["voteCount"] as? Int == 31_000)
        #expect(
            (object["posterURLSet"] as? [String: String])?["full"] == "https://image.tmdb.org/t/p/original/poster.jpg")
        #expect(object["poster_path"] == nil)
        #expect(!json.contains(#"\/"#))
    }

    @Test("The document is pretty-printed with sorted keys and ends with one newline")
    func layout() throws {
        let json = try JSONOutput.document(MoviePreviewDetailsPage.mock(count: 1))
        #expect(json.hasSuffix("}\n"))
        #expect(json.contains("\n  \"page\" : 1"))
        let keys = ["\"page\"", "\"results\"", "\"totalPages\"", "\"totalResults\""].compactMap {
            json.range(of: $0)?.lowerBound
        }
        #expect(keys.count == 4)
        #expect(keys == keys.sorted())
    }

    @Test("A list page has page, totalPages, totalResults and results")
    func listShape() throws {
        let object = try object(
            try JSONOutput.document(MoviePreviewDetailsPage.mock(page: 2, totalPages: 3, totalResults: 45, count: 5)))
        #expect(object["page"] as? Int == 2)
        #expect(object["totalPages"] as? Int == 3)
        #expect(object["totalResults"] as? Int == 45)
        #expect((object["results"] as? [[String: Any]])?.count == 5)
    }
}
