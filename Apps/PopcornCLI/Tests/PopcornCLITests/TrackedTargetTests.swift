import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("TrackedTarget")
struct TrackedTargetTests {
    @Test("a movie is named by id or by title words")
    func movies() throws {
        #expect(try TrackedTarget.parse(["movie", "550"]).reference == .reference(TMDbReference(kind: nil, id: 550)))
        #expect(try TrackedTarget.parse(["movie", "fight", "club"]).episode == nil)
    }

    @Test("a series may be followed by an episode code, in any case; a lone code is the ref")
    func episodes() throws {
        let episode = try TrackedTarget.parse(["tv", "breaking", "bad", "s1e7"])
        #expect(episode.episode == EpisodeCode(seasonNumber: 1, episodeNumber: 7))
        #expect(episode.kind == .tv)
        #expect(try TrackedTarget.parse(["tv", "1396"]).episode == nil)
        #expect(try TrackedTarget.parse(["tv", "S01E01"]).episode == nil)
    }

    @Test(
        "anything but movie or tv and a ref is refused with what to type",
        arguments: [["person", "287"], ["movie"], [], ["film", "550"]])
    func refusals(words: [String]) {
        #expect(throws: ValidationError.self) { try TrackedTarget.parse(words) }
    }
}
