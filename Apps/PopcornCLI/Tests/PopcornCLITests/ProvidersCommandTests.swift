import ArgumentParser
import DiscoverDomain
import Testing

@testable import PopcornCLI

@Suite("ProvidersCommand")
struct ProvidersCommandTests {
    @Test("movie and tv are the kinds, each the Discover context's, with the global options")
    func kinds() throws {
        let movie = try #require(try PopcornCommand.parseAsRoot(["providers", "movie"]) as? ProvidersCommand)
        let tv = try #require(
            try PopcornCommand.parseAsRoot(["providers", "tv", "--region", "gb", "--json"]) as? ProvidersCommand)

        #expect(movie.kind.mediaType == .movie)
        #expect(tv.kind.mediaType == .tvSeries)
        #expect(tv.options.json)
        #expect(tv.options.region == "GB")
    }

    @Test("A kind is needed, and only movie or tv", arguments: [[], ["person"], ["movies"]])
    func badKind(arguments: [String]) {
        #expect(throws: (any Error).self) {
            try PopcornCommand.parseAsRoot(["providers"] + arguments)
        }
    }
}
