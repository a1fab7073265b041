import Testing

@testable import PopcornCLI

@Suite("FilmCollectionReference")
struct FilmCollectionReferenceTests {
    @Test("Digits alone are a collection's id", arguments: ["230", " 230 ", "0230"])
    func id(text: String) throws {
        #expect(try FilmCollectionReference.parse([text]) == .id(230))
    }

    @Test(
        "A themoviedb.org collection URL names its id, with or without scheme, slug, language, query or fragment",
        arguments: [
            "https://www.themoviedb.org/collection/230-the-godfather-collection",
            "https://www.themoviedb.org/collection/230", "themoviedb.org/collection/230-the-godfather-collection",
            "http://themoviedb.org/de/collection/230?language=de#overview", "www.themoviedb.org/pt-BR/collection/230/",
        ])
    func url(text: String) throws {
        #expect(try FilmCollectionReference.parse([text]) == .id(230))
    }

    @Test("Other words are a name, trimmed and single-spaced, accents and punctuation kept")
    func name() throws {
        #expect(try FilmCollectionReference.parse(["the", " godfather "]) == .name("the godfather"))
        #expect(try FilmCollectionReference.parse(["Amélie's", "Films!"]) == .name("Amélie's Films!"))
        #expect(try FilmCollectionReference.parse(["230-the-godfather"]) == .name("230-the-godfather"))
    }

    @Test("A URL of a movie, a series or a person names the command that opens it")
    func urlOfAnotherKind() {
        let movie = #expect(throws: ReferenceError.self) {
            try FilmCollectionReference.parse(["https://www.themoviedb.org/movie/238-the-godfather"])
        }
        let series = #expect(throws: ReferenceError.self) {
            try FilmCollectionReference.parse(["https://www.themoviedb.org/tv/1396"])
        }
        #expect(movie?.description == "that URL is a movie, not a collection; use 'popcorn movie 238'")
        #expect(series?.description == "that URL is a TV series, not a collection; use 'popcorn tv 1396'")
    }

    @Test(
        "Something that looks like a URL must be a valid themoviedb.org collection URL",
        arguments: [
            "https://example.com/collection/230", "https://www.themoviedb.org/collection/",
            "https://www.themoviedb.org/collection/the-godfather", "https://www.themoviedb.org/company/4",
            "https://www.themoviedb.org/", "https://www.themoviedb.org.evil.com/collection/230",
        ])
    func invalidURL(text: String) {
        let error = #expect(throws: ReferenceError.self) { try FilmCollectionReference.parse([text]) }
        #expect(error?.description.contains("themoviedb.org collection URL") == true, "\(text)")
    }

    @Test("An IMDb id or imdb.com URL is refused: IMDb files no collections")
    func imdb() {
        for text in ["tt0068646", "https://www.imdb.com/title/tt0068646/"] {
            let error = #expect(throws: ReferenceError.self) { try FilmCollectionReference.parse([text]) }
            #expect(error?.description.hasPrefix("tt0068646 is an IMDb id, and IMDb files no collections") == true)
        }
    }

    @Test("Nothing, zero and a number too large are refused with an example id")
    func badIDs() {
        let empty = #expect(throws: ReferenceError.self) { try FilmCollectionReference.parse(["  "]) }
        let zero = #expect(throws: ReferenceError.self) { try FilmCollectionReference.parse(["0"]) }
        let large = #expect(throws: ReferenceError.self) {
            try FilmCollectionReference.parse(["99999999999999999999"])
        }
        let zeroURL = #expect(throws: ReferenceError.self) {
            try FilmCollectionReference.parse(["https://www.themoviedb.org/collection/0-nothing"])
        }
        #expect(empty?.description.hasPrefix("give a TMDb collection id such as 230") == true)
        #expect(zero?.description == "TMDb ids start at 1, such as 230")
        #expect(zeroURL?.description == "TMDb ids start at 1, such as 230")
        #expect(large?.description == "99999999999999999999 is too large for a TMDb id; ids are numbers such as 230")
    }
}
