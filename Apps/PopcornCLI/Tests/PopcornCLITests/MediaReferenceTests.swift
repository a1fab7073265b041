import ArgumentParser
import SearchDomain
import Testing

@testable import PopcornCLI

@Suite("MediaReference")
struct MediaReferenceTests {
    @Test("Digits alone are an id, of whatever kind the command opens", arguments: ["550", " 550 ", "1917"])
    func id(text: String) throws {
        let reference = try MediaReference.parse([text], expecting: .movie)
        let id = Int(text.trimmingCharacters(in: .whitespaces))
        #expect(reference == .reference(TMDbReference(kind: nil, id: id ?? 0)))
        #expect(reference.id == id)
    }

    @Test(
        "A themoviedb.org URL is a reference, with or without its scheme",
        arguments: [
            "https://www.themoviedb.org/movie/550-fight-club", "http://themoviedb.org/movie/550",
            "themoviedb.org/de/movie/550?language=de#cast", "WWW.THEMOVIEDB.ORG/movie/550",
        ])
    func url(text: String) throws {
        #expect(try MediaReference.parse([text], expecting: .movie) == .reference(TMDbReference(kind: .movie, id: 550)))
    }

    @Test("A TV season URL names its series and the season")
    func seasonURL() throws {
        let reference = try MediaReference.parse(["https://www.themoviedb.org/tv/1396/season/2"], expecting: .tv)
        #expect(reference == .reference(TMDbReference(kind: .tv, id: 1396, seasonNumber: 2)))
    }

    @Test("Words that are neither are a title, trimmed and single-spaced")
    func title() throws {
        let reference = try MediaReference.parse(["  fight ", "club\t", ""], expecting: .movie)
        #expect(reference == .title("fight club"))
        #expect(reference.id == nil)
    }

    @Test(
        "A title keeps its accents, script, punctuation and year for the search to read",
        arguments: [
            "Amélie", "기생충", "Schindler's List", "fight club (1999)", "550-fight-club", "2001: A Space Odyssey",
        ])
    func titleAsTyped(text: String) throws {
        #expect(try MediaReference.parse([text], expecting: .movie) == .title(text))
    }

    @Test("A URL of another kind parses as that kind, and the command's check names the right command")
    func urlOfAnotherKind() throws {
        let url = "https://www.themoviedb.org/tv/1399-game-of-thrones"
        #expect(try MediaReference.parse([url], expecting: .movie) == .reference(TMDbReference(kind: .tv, id: 1399)))
        let error = #expect(throws: ValidationError.self) { try ArgumentValues.reference([url], kind: .movie) }
        #expect(error?.message == "that URL is a TV series, not a movie; use 'popcorn tv 1399'")
    }

    @Test(
        "Something that looks like a URL must be a valid themoviedb.org (or imdb.com) one",
        arguments: [
            "https://example.com/movie/550", "http://rottentomatoes.com/m/fight_club", "themoviedb.org/collection/10",
            "https://www.themoviedb.org/movie/fight-club",
        ])
    func invalidURL(text: String) {
        #expect(throws: ReferenceError.self) { try MediaReference.parse([text], expecting: .movie) }
    }

    @Test("Zero is no id")
    func zero() {
        let error = #expect(throws: ReferenceError.self) { try MediaReference.parse(["0"], expecting: .person) }
        #expect(error?.description == "TMDb ids start at 1, such as 287")
    }

    @Test("A number too large for an id says so")
    func tooLarge() {
        let error = #expect(throws: ReferenceError.self) {
            try MediaReference.parse(["99999999999999999999"], expecting: .movie)
        }
        #expect(error?.description == "99999999999999999999 is too large for a TMDb id; ids are numbers such as 550")
    }

    @Test(
        "An IMDb id, or an imdb.com title or name URL, is an IMDb id, whatever the command opens",
        arguments: [
            ("tt0137523", "tt0137523"), ("TT0137523", "tt0137523"), ("nm0000093", "nm0000093"),
            ("https://www.imdb.com/title/tt0137523/", "tt0137523"), ("imdb.com/title/tt0137523", "tt0137523"),
            ("http://m.imdb.com/name/nm0000093/?ref_=fn_al_nm_1", "nm0000093"),
            ("https://www.imdb.com/de/title/tt0903747/episodes#season", "tt0903747"),
        ])
    func imdb(text: String, expected: String) throws {
        #expect(try MediaReference.parse([text], expecting: .movie) == .imdb(try #require(IMDbID(expected))))
    }

    @Test(
        "An imdb.com URL naming no title or person says what one looks like",
        arguments: ["https://www.imdb.com/", "https://www.imdb.com/list/ls000000001/", "imdb.com/title/nm0000093/"])
    func imdbURLWithoutID(text: String) {
        let error = #expect(throws: ReferenceError.self) { try MediaReference.parse([text], expecting: .movie) }
        #expect(error?.description.hasPrefix("an IMDb URL looks like https://www.imdb.com/title/tt0137523/") == true)
    }

    @Test("An id's look in a title's words is still a title", arguments: [["tt0137523", "fight"], ["the", "nm"]])
    func notAnIMDbID(words: [String]) throws {
        #expect(try MediaReference.parse(words, expecting: .movie) == .title(words.joined(separator: " ")))
    }

    @Test("Blank words ask for an id, a URL or a title", arguments: [[], [""], ["  ", "\t"]])
    func blank(words: [String]) {
        let error = #expect(throws: ReferenceError.self) { try MediaReference.parse(words, expecting: .tv) }
        #expect(error?.description == "give a TMDb id such as 1396, a themoviedb.org URL, an IMDb id, or a title")
    }
}
