import ArgumentParser
import Testing
import WatchlistDomain

@testable import PopcornCLI

@Suite("WatchlistTarget")
struct WatchlistTargetTests {
    @Test("A kind then an id, a URL or a title names a title of that kind")
    func kindThenReference() throws {
        let movie = try WatchlistTarget.parse(["movie", "550"])
        let series = try WatchlistTarget.parse(["TV", "breaking", "bad"])
        let url = try WatchlistTarget.parse(["movie", "https://www.themoviedb.org/movie/550-fight-club"])

        #expect(movie.kind == .movie && movie.reference.id == 550)
        #expect(movie.watchlistKind == .movie)
        #expect(series.kind == .tv && series.reference == .title("breaking bad"))
        #expect(series.watchlistKind == .tvSeries)
        #expect(url.reference.id == 550)
    }

    @Test("A themoviedb.org URL alone says its kind")
    func urlAlone() throws {
        let series = try WatchlistTarget.parse(["https://www.themoviedb.org/tv/1396-breaking-bad"])

        #expect(series.kind == .tv && series.reference.id == 1396)
    }

    @Test(
        "No kind, a person, a kind without a ref, or a URL of the other kind is refused with what to type",
        arguments: [
            [], ["550"], ["fight", "club"], ["movie"], ["person", "287"],
            ["https://www.themoviedb.org/person/287-brad-pitt"], ["movie", "https://www.themoviedb.org/tv/1396"],
        ])
    func refused(words: [String]) {
        #expect(throws: ValidationError.self) { try WatchlistTarget.parse(words) }
    }
}
