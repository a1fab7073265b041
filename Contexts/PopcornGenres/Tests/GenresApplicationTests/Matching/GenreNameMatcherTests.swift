import CoreDomain
import CoreDomainTestHelpers
import Testing

@testable import GenresApplication

@Suite("GenreNameMatcher")
struct GenreNameMatcherTests {
    let matcher = GenreNameMatcher()

    @Test(
        "a name matches whatever its case, punctuation and spacing",
        arguments: [
            ("drama", 18), ("DRAMA", 18), ("  Drama ", 18), ("science fiction", 878), ("Science-Fiction", 878),
            ("sciencefiction", 878), ("science   fiction", 878), ("tv movie", 10770), ("TV-Movie", 10770),
        ])
    func movieNames(name: String, id: Int) {
        #expect(matcher.genre(named: name, among: Genre.mockMovieGenres())?.id == id)
    }

    @Test(
        "a series genre with an ampersand can be typed with it, without it, or run together",
        arguments: [
            "Sci-Fi & Fantasy", "sci-fi & fantasy", "sci fi fantasy", "scifi & fantasy", "SCI-FI &FANTASY",
            "scififantasy",
        ])
    func ampersands(name: String) {
        #expect(matcher.genre(named: name, among: Genre.mockTVGenres()) == Genre(id: 10765, name: "Sci-Fi & Fantasy"))
    }

    @Test("diacritics are folded both ways: comedie is Comédie, and Comedie typed is Comédie")
    func diacritics() {
        let french = [Genre(id: 35, name: "Comédie"), Genre(id: 878, name: "Science-Fiction")]

        #expect(matcher.genre(named: "comedie", among: french)?.id == 35)
        #expect(matcher.genre(named: "COMÉDIE", among: french)?.id == 35)
        #expect(matcher.genre(named: "Come\u{0301}die", among: french)?.id == 35)
        #expect(matcher.genre(named: "science fiction", among: french)?.id == 878)
    }

    @Test("a genre's TMDb id names it, and only when the kind's list has it")
    func ids() {
        #expect(matcher.genre(named: "878", among: Genre.mockMovieGenres())?.name == "Science Fiction")
        #expect(matcher.genre(named: " 18 ", among: Genre.mockMovieGenres())?.name == "Drama")
        #expect(matcher.genre(named: "10765", among: Genre.mockMovieGenres()) == nil)
        #expect(matcher.genre(named: "99999999999999999999999", among: Genre.mockMovieGenres()) == nil)
    }

    @Test(
        "a name that is no genre, a near miss or nothing at all matches nothing",
        arguments: ["dramma", "dram", "drama comedy", "science", "", "   ", "&", "-18"])
    func noMatch(name: String) {
        #expect(matcher.genre(named: name, among: Genre.mockMovieGenres()) == nil)
    }

    @Test("the key folds like TypedText and drops the spaces between words")
    func key() {
        #expect(GenreNameMatcher.key("Sci-Fi & Fantasy") == "scififantasy")
        #expect(GenreNameMatcher.key("War & Politics") == "warpolitics")
    }
}
