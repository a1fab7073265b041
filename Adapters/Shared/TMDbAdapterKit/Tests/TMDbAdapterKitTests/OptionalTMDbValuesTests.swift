import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("Optional<String> TMDb values")
struct OptionalTMDbValuesTests {
    @Test("an empty or missing string is nil, anything else is kept")
    func nonEmpty() {
        #expect(String?.none.nonEmpty == nil)
        #expect(String?("").nonEmpty == nil)
        #expect(String?(" ").nonEmpty == " ")
        #expect(String?("Fight Club").nonEmpty == "Fight Club")
    }

    @Test("a path or link becomes a URL, and an empty one nil")
    func tmdbURL() {
        #expect(String?("/poster.jpg").tmdbURL?.relativeString == "/poster.jpg")
        #expect(String?("https://example.com/a").tmdbURL?.host == "example.com")
        #expect(String?("").tmdbURL == nil)
        #expect(String?.none.tmdbURL == nil)
    }

    @Test("a day date parses, and an empty or malformed one is nil")
    func tmdbDate() {
        #expect(String?("1999-10-15").tmdbDate == TMDbDate.parse("1999-10-15"))
        #expect(String?("1999-10-15").tmdbDate != nil)
        #expect(String?("").tmdbDate == nil)
        #expect(String?("15/10/1999").tmdbDate == nil)
    }
}
