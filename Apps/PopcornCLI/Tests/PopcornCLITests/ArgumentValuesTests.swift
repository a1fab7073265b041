import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("ArgumentValues")
struct ArgumentValuesTests {
    @Test("Pages 1 to 500 are accepted", arguments: ["1", "2", "500"])
    func validPage(text: String) throws {
        #expect(try ArgumentValues.page(text) == Int(text))
    }

    @Test("Pages outside 1 to 500 are rejected", arguments: ["0", "-1", "501", "one", "", "1.5"])
    func invalidPage(text: String) {
        #expect(throws: (any Error).self) { try ArgumentValues.page(text) }
    }

    @Test("A year is four digits")
    func validYear() throws {
        #expect(try ArgumentValues.year("1999") == 1999)
        #expect(try ArgumentValues.year("2024") == 2024)
    }

    @Test("Anything but four digits is not a year", arguments: ["99", "19999", "199x", "0999", "", "-999", "１９９９"])
    func invalidYear(text: String) {
        #expect(throws: (any Error).self) { try ArgumentValues.year(text) }
    }

    @Test("Language tags look like en or en-US", arguments: ["en-US", "fr-FR", "pt-BR", "de"])
    func validLanguage(text: String) throws {
        #expect(try ArgumentValues.language(text) == text)
    }

    @Test("Other language shapes are rejected", arguments: ["english", "EN-us", "en_US", "en-", "e-US", "en-USA", ""])
    func invalidLanguage(text: String) {
        #expect(throws: (any Error).self) { try ArgumentValues.language(text) }
    }

    @Test(
        "A region is two ASCII letters in any case, upper-cased",
        arguments: [("US", "US"), ("gb", "GB"), ("Br", "BR"), ("fR", "FR")])
    func validRegion(text: String, code: String) throws {
        #expect(try ArgumentValues.region(text) == code)
    }

    @Test(
        "Anything but two ASCII letters is not a region",
        arguments: ["USA", "U", "", "u1", "12", "G B", "en-US", "ÉS", "ＵＳ"])
    func invalidRegion(text: String) {
        #expect(throws: (any Error).self) { try ArgumentValues.region(text) }
        #expect(ArgumentValues.regionCode(text) == nil)
    }

    @Test("A movie argument accepts ids and movie URLs, not TV URLs")
    func movieReference() throws {
        #expect(try ArgumentValues.reference(["550"], kind: .movie).id == 550)
        #expect(
            try ArgumentValues.reference(["https://www.themoviedb.org/movie/550-fight-club"], kind: .movie).id == 550)
        #expect(throws: ValidationError.self) {
            try ArgumentValues.reference(["https://www.themoviedb.org/tv/1399"], kind: .movie)
        }
    }

    @Test("Words that are neither an id nor a URL are a title, single-spaced")
    func titleReference() throws {
        #expect(try ArgumentValues.reference(["fight", " club "], kind: .movie) == .title("fight club"))
        #expect(try ArgumentValues.reference(["Amélie"], kind: .movie) == .title("Amélie"))
        #expect(try ArgumentValues.reference(["1917 (2019)"], kind: .movie) == .title("1917 (2019)"))
    }
}
