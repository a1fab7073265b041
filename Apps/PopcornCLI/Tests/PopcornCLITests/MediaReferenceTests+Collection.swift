import ArgumentParser
import Testing

@testable import PopcornCLI

extension MediaReferenceTests {
    @Test(
        "A collection URL where a movie, series or person is expected names the command that opens it",
        arguments: [
            ("https://www.themoviedb.org/collection/230-the-godfather-collection", TMDbReferenceKind.movie, "a movie"),
            ("themoviedb.org/de/collection/230", .tv, "a TV series"),
            ("https://www.themoviedb.org/collection/230", .person, "a person"),
        ])
    func collectionURL(url: String, kind: TMDbReferenceKind, article: String) {
        let error = #expect(throws: ValidationError.self) { try ArgumentValues.reference([url], kind: kind) }
        #expect(error?.message == "that URL is a collection, not \(article); use 'popcorn collection 230'")
    }
}
