import Testing

@testable import PopcornCLI

@Suite("TVEpisodeTarget")
struct TVEpisodeTargetTests {
    let bareID = TMDbReference(kind: nil, id: 1396)
    let seasonURL = TMDbReference(kind: .tv, id: 1396, seasonNumber: 1)
    let episodeURL = TMDbReference(kind: .tv, id: 1396, seasonNumber: 1, episodeNumber: 3)

    func resolve(_ reference: TMDbReference, _ arguments: [String]) throws -> TVEpisodeTarget {
        try TVEpisodeTarget.resolve(reference: reference, arguments: arguments)
    }

    func target(_ season: Int, _ episode: Int) -> TVEpisodeTarget {
        TVEpisodeTarget(tvSeriesID: 1396, code: EpisodeCode(seasonNumber: season, episodeNumber: episode))
    }

    @Test(
        "An id with a code, or with a season and an episode, names the episode",
        arguments: [["S01E02"], ["s1e2"], ["1", "2"], ["S01", "E02"], ["01", "02"]])
    func idForms(arguments: [String]) throws {
        #expect(try resolve(bareID, arguments) == target(1, 2))
    }

    @Test("Specials are season 0")
    func specials() throws {
        #expect(try resolve(bareID, ["0", "1"]) == target(0, 1))
        #expect(try resolve(bareID, ["S00E01"]) == target(0, 1))
    }

    @Test("An episode URL names the episode on its own, or with the same numbers")
    func episodeURLForms() throws {
        #expect(try resolve(episodeURL, []) == target(1, 3))
        #expect(try resolve(episodeURL, ["S01E03"]) == target(1, 3))
        #expect(try resolve(episodeURL, ["1", "3"]) == target(1, 3))
    }

    @Test("A season URL takes an episode number or a code of the same season")
    func seasonURLForms() throws {
        #expect(try resolve(seasonURL, ["3"]) == target(1, 3))
        #expect(try resolve(seasonURL, ["E03"]) == target(1, 3))
        #expect(try resolve(seasonURL, ["S01E03"]) == target(1, 3))
    }

    @Test(
        "Incomplete, contradictory or out-of-range arguments are rejected",
        arguments: [
            (TMDbReference(kind: nil, id: 1396), []), (TMDbReference(kind: nil, id: 1396), ["1"]),
            (TMDbReference(kind: nil, id: 1396), ["1", "0"]), (TMDbReference(kind: nil, id: 1396), ["x", "1"]),
            (TMDbReference(kind: nil, id: 1396), ["1", "2", "3"]), (TMDbReference(kind: nil, id: 1396), ["S01E00"]),
            (TMDbReference(kind: .tv, id: 1396, seasonNumber: 1), ["S02E03"]),
            (TMDbReference(kind: .tv, id: 1396, seasonNumber: 1), []),
            (TMDbReference(kind: .tv, id: 1396, seasonNumber: 1, episodeNumber: 3), ["1", "4"]),
        ] as [(TMDbReference, [String])])
    func rejected(reference: TMDbReference, arguments: [String]) {
        #expect(throws: ReferenceError.self) { try resolve(reference, arguments) }
    }

    @Test("Without an episode, the error shows both ways of naming one")
    func usageMessage() {
        let error = #expect(throws: ReferenceError.self) { try resolve(bareID, []) }
        #expect(error?.description.contains("'popcorn tv episode 1396 1 1'") == true)
        #expect(error?.description.contains("'popcorn tv episode 1396 S01E01'") == true)
    }

    @Test("The command that opens the episode uses its code")
    func command() {
        #expect(target(1, 2).command == "popcorn tv episode 1396 S01E02")
    }
}
