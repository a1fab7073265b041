import Foundation
import Testing

extension TrackingEndToEndTests {
    @Test("A movie's screen counts its watches and shows your rating, and --json carries them")
    func movieScreen() async throws {
        try await succeed(["watched", "movie", "550", "--on", "2026-11-10"])
        try await succeed(["watched", "movie", "550", "--on", "2026-11-20", "--rating", "8.5"])

        let screen = try await succeed(["movie", "550"])
        let json = try JSONDocument.object(try await succeed(["movie", "550", "--json"]).stdout)

        #expect(screen.stdout.contains("\n  Watched      2 times, last 2026-11-20\n  Your rating  8.5\n"), "\(screen)")
        #expect(json["watchCount"] as? Int == 2)
        #expect(json["lastWatchedAt"] as? String == "2026-11-20")
        #expect(json["yourRating"] as? Double == 8.5)
    }

    @Test(
        "A series' screen shows progress and the next episode, its season marks what was watched, and --json has progress"
    )
    func seriesScreens() async throws {
        try await succeed(["watched", "tv", "1396", "--through", "S01E07", "--on", "2026-11-20"])
        try await succeed(["watched", "tv", "1396", "S01E01", "--on", "2026-11-21"])
        try await succeed(["rate", "tv", "1396", "9"])

        let series = try await succeed(["tv", "1396"])
        let json = try JSONDocument.object(try await succeed(["tv", "1396", "--json"]).stdout)
        let season = try await succeed(["tv", "season", "1396", "1"])
        let episode = try await succeed(["tv", "episode", "1396", "S01E01"])

        #expect(
            series.stdout.contains(
                """
                  Progress     7 of 62 episodes watched (11%), last 2026-11-21
                  Up next      S02E01 "Seven Thirty-Seven", aired 2009-03-08
                  Your rating  9

                """), "\(series)")
        let progress = try #require(json["progress"] as? [String: Any], "\(json)")
        let next = try #require(progress["nextEpisode"] as? [String: Any], "\(progress)")
        #expect(json["watchCount"] as? Int == 8 && json["yourRating"] as? Double == 9)
        #expect(progress["watchedEpisodes"] as? Int == 7 && progress["percent"] as? Int == 11)
        #expect(next["seasonNumber"] as? Int == 2 && next["episodeNumber"] as? Int == 1)
        #expect(next["name"] as? String == "Seven Thirty-Seven" && next["airDate"] as? String == "2009-03-08")
        #expect(season.stdout.contains("  S01E01  Pilot                          2008-01-20  59m  ✓×2\n"), "\(season)")
        #expect(season.stdout.contains("  S01E07  A No Rough Stuff Type Deal     2008-03-09  48m  ✓  \n"), "\(season)")
        #expect(episode.stdout.contains("\n  Watched  2 times\n"), "\(episode)")
    }

    @Test("A screen with a damaged diary still shows, as never watched; the diary's own commands say why")
    func damagedDiaryScreens() async throws {
        try FileManager.default.createDirectory(at: runner.dataDirectory, withIntermediateDirectories: true)
        try Data("not a database".utf8).write(to: trackingFile)

        let movie = try await succeed(["movie", "550"])
        let history = try await run(["history"])

        #expect(!movie.stdout.contains("Watched"), "\(movie)")
        #expect(history.status == 74, "\(history)")
    }
}
