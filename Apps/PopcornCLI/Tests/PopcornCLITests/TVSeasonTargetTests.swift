import Testing

@testable import PopcornCLI

@Suite("TVSeasonTarget")
struct TVSeasonTargetTests {
    let bareID = TMDbReference(kind: nil, id: 1396)
    let seasonURL = TMDbReference(kind: .tv, id: 1396, seasonNumber: 2)

    @Test("An id and a season number name the season")
    func idAndNumber() throws {
        let target = try TVSeasonTarget.resolve(reference: bareID, seasonNumber: 0)
        #expect(target == TVSeasonTarget(tvSeriesID: 1396, seasonNumber: 0))
        #expect(target.command == "popcorn tv season 1396 0")
    }

    @Test("A season URL names the season on its own, or with the same number")
    func seasonURLAlone() throws {
        let expected = TVSeasonTarget(tvSeriesID: 1396, seasonNumber: 2)
        #expect(try TVSeasonTarget.resolve(reference: seasonURL, seasonNumber: nil) == expected)
        #expect(try TVSeasonTarget.resolve(reference: seasonURL, seasonNumber: 2) == expected)
    }

    @Test("An episode URL opens the episode's season")
    func episodeURL() throws {
        let reference = TMDbReference(kind: .tv, id: 1396, seasonNumber: 3, episodeNumber: 7)
        #expect(
            try TVSeasonTarget.resolve(reference: reference, seasonNumber: nil)
                == TVSeasonTarget(tvSeriesID: 1396, seasonNumber: 3))
    }

    @Test("A URL and a number that disagree are rejected")
    func disagreement() {
        let error = #expect(throws: ReferenceError.self) {
            try TVSeasonTarget.resolve(reference: seasonURL, seasonNumber: 3)
        }
        #expect(error?.description.contains("season 2") == true)
    }

    @Test("Without a season anywhere, the error shows the command to type")
    func missing() {
        let error = #expect(throws: ReferenceError.self) {
            try TVSeasonTarget.resolve(reference: bareID, seasonNumber: nil)
        }
        #expect(error?.description.contains("'popcorn tv season 1396 1'") == true)
    }
}
