import Testing

@testable import PopcornCLI

@Suite("EpisodeCode")
struct EpisodeCodeTests {
    @Test(
        "Codes parse whatever the case and number of digits",
        arguments: [
            ("S01E02", 1, 2), ("s01e02", 1, 2), ("S1E2", 1, 2), ("s5E16", 5, 16), (" S00E01 ", 0, 1),
            ("S01E102", 1, 102), ("S2008E07", 2008, 7),
        ] as [(String, Int, Int)])
    func parses(text: String, season: Int, episode: Int) throws {
        let code = try #require(EpisodeCode(parsing: text))
        #expect(code == EpisodeCode(seasonNumber: season, episodeNumber: episode))
    }

    @Test(
        "Anything else is not a code",
        arguments: [
            "", "S01", "E02", "01E02", "S01E", "SE02", "S01E00", "S-1E02", "S01E02x", "S01 E02", "S01xE02", "1x02",
            "S１E２",
        ])
    func rejects(text: String) {
        #expect(EpisodeCode(parsing: text) == nil)
    }

    @Test("Codes are written with at least two digits each")
    func description() {
        #expect(EpisodeCode(seasonNumber: 1, episodeNumber: 2).description == "S01E02")
        #expect(EpisodeCode(seasonNumber: 0, episodeNumber: 10).description == "S00E10")
        #expect(EpisodeCode(seasonNumber: 12, episodeNumber: 104).description == "S12E104")
        #expect(EpisodeCode.season(3) == "S03")
    }

    @Test(
        "Season numbers are 0 or more, with or without an S", arguments: [("1", 1), ("S01", 1), ("s0", 0), ("10", 10)])
    func seasonNumbers(text: String, number: Int) throws {
        #expect(try EpisodeCode.seasonNumber(text) == number)
    }

    @Test("Episode numbers are 1 or more, with or without an E", arguments: [("2", 2), ("E02", 2), ("e2", 2)])
    func episodeNumbers(text: String, number: Int) throws {
        #expect(try EpisodeCode.episodeNumber(text) == number)
    }

    @Test("Other season and episode numbers are rejected")
    func badNumbers() {
        for text in ["", "-1", "x", "S", "1.5", "E1", "S01E01"] {
            #expect(throws: ReferenceError.self, "\(text)") { try EpisodeCode.seasonNumber(text) }
        }
        for text in ["", "0", "E0", "e", "abc", "S1", "-2"] {
            #expect(throws: ReferenceError.self, "\(text)") { try EpisodeCode.episodeNumber(text) }
        }
    }
}
