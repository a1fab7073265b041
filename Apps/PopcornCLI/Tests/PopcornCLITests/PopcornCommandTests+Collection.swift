import ArgumentParser
import Testing

@testable import PopcornCLI

extension PopcornCommandTests {
    @Test("collection takes an id, a URL or a name, and the global options")
    func collection() throws {
        let byID = try #require(try parse(["collection", "230", "--json"]) as? CollectionCommand)
        #expect(try byID.reference == .id(230))
        #expect(byID.options.json)
        let byURL = try #require(
            try parse(["collection", "https://www.themoviedb.org/collection/230-the-godfather-collection"])
                as? CollectionCommand)
        #expect(try byURL.reference == .id(230))
        let byName = try #require(try parse(["collection", "the", "godfather", "--offline"]) as? CollectionCommand)
        #expect(try byName.reference == .name("the godfather"))
        #expect(byName.options.offline)
    }

    @Test("A collection ref that cannot be one is a usage error")
    func collectionUsageErrors() {
        #expect(exitCode(["collection"]) == 64)
        #expect(exitCode(["collection", "0"]) == 64)
        #expect(exitCode(["collection", "https://www.themoviedb.org/movie/238"]) == 64)
        #expect(exitCode(["collection", "tt0068646"]) == 64)
        #expect(exitCode(["collection", "230", "--year", "1972"]) == 64)
    }
}
