import ArgumentParser
import Testing
import TrackingDomain

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

    @Test("a series may be followed by 'season N' or 'all', in any case, which name a range of episodes")
    func ranges() throws {
        let season = try TrackedTarget.parse(["tv", "breaking", "bad", "Season", "2"])
        #expect(season.range == .season(2))
        #expect(season.reference == .title("breaking bad"))
        #expect(try TrackedTarget.parse(["tv", "1396", "season", "0"]).range == .season(0))
        #expect(try TrackedTarget.parse(["tv", "1396", "ALL"]).range == .all)
        #expect(try TrackedTarget.parse(["tv", "all"]).range == nil)
        #expect(try TrackedTarget.parse(["tv", "season", "2"]).range == nil)
        #expect(try TrackedTarget.parse(["movie", "1396", "all"]).range == nil)
    }

    @Test("--through becomes the range of a series named alone; beside a movie, an episode or a range it is refused")
    func through() throws {
        let code = EpisodeCode(seasonNumber: 2, episodeNumber: 5)
        #expect(
            try TrackedTarget.parse(["tv", "1396"]).through(code).range == .through(seasonNumber: 2, episodeNumber: 5))
        for words in [["movie", "550"], ["tv", "1396", "S01E01"], ["tv", "1396", "all"]] {
            #expect(throws: ValidationError.self) { try TrackedTarget.parse(words).through(code) }
        }
    }

    @Test("a rating names one title: a range is refused, a movie, a series or an episode kept")
    func single() throws {
        #expect(throws: ValidationError.self) { try TrackedTarget.parse(["tv", "1396", "season", "1"]).single }
        #expect(try TrackedTarget.parse(["tv", "1396", "S01E01"]).single.episode != nil)
        #expect(throws: ValidationError.self) { try TrackedTarget.parse(["tv", "1396", "season", "x"]) }
    }
}
