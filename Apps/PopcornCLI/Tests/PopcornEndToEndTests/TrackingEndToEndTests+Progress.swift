import Foundation
import Testing

extension TrackingEndToEndTests {
    @Test("Breaking Bad watched through S01E07: progress shows S02E01 next, whole at 80 columns, and --json names it")
    func progressAfterSeasonOne() async throws {
        let logged = try await succeed([
            "watched", "tv", "breaking", "bad", "--through", "S01E07", "--on", "2026-11-20",
        ])

        let progress = try await succeed(["progress"])
        let json = try JSONDocument.object(try await succeed(["progress", "--json"]).stdout)

        #expect(
            logged.stdout
                == "Watched 7 episodes of Breaking Bad on 2026-11-20: S01E01 to S01E07  popcorn progress\n",
            "\(logged)")
        #expect(
            progress.stdout == """
                Your progress — 1 series

                  Breaking Bad  7 of 62 watched · 11%
                    next S02E01 "Seven Thirt…", aired 2009-03-08  popcorn tv episode 1396 S02E01

                """, "\(progress)")
        let series = try #require((json["results"] as? [[String: Any]])?.first, "\(json)")
        let next = try #require(series["nextEpisode"] as? [String: Any], "\(series)")
        #expect(series["watchedEpisodes"] as? Int == 7 && series["airedEpisodes"] as? Int == 62)
        #expect(series["lastWatchedAt"] as? String == "2026-11-20")
        #expect(next["seasonNumber"] as? Int == 2 && next["episodeNumber"] as? Int == 1)
        #expect(next["name"] as? String == "Seven Thirty-Seven" && next["airDate"] as? String == "2009-03-08")
    }

    @Test(
        "A season and all log every aired episode, re-watches counted once in progress; a finished series needs --all")
    func seasonsAndAll() async throws {
        try await succeed(["watched", "tv", "1396", "season", "1", "--on", "2026-11-01"])
        try await succeed(["watched", "tv", "1396", "season", "1", "--on", "2026-11-02"])
        let all = try await succeed(["watched", "tv", "1396", "all", "--on", "2026-11-03"])

        let hidden = try await succeed(["progress"])
        let listed = try await succeed(["progress", "--all"])

        #expect(all.stdout.hasPrefix("Watched 62 episodes of Breaking Bad on 2026-11-03: S01E01 to S05E16"), "\(all)")
        #expect(try await history().count == 76)
        #expect(
            hidden.stdout == "Nothing in progress: you finished 1 series, listed by popcorn progress --all.\n",
            "\(hidden)")
        #expect(
            listed.stdout == """
                Your progress — 1 series

                  Breaking Bad  62 of 62 watched · 100%
                    finished  popcorn tv 1396

                """, "\(listed)")
    }

    @Test("Unwatching a season or all removes the latest watch of each watched episode of it")
    func unwatchRanges() async throws {
        try await succeed(["watched", "tv", "1396", "season", "1", "--on", "2026-11-01"])
        try await succeed(["watched", "tv", "1396", "S01E01", "--on", "2026-11-05"])
        try await succeed(["watched", "tv", "1396", "S02E01", "--on", "2026-11-06"])

        let season = try await succeed(["unwatch", "tv", "1396", "season", "1", "--json"])
        let left = try await history()
        let all = try await succeed(["unwatch", "tv", "1396", "all"])

        #expect(try JSONDocument.object(season.stdout)["totalResults"] as? Int == 7, "\(season)")
        #expect(left.count == 2)
        #expect(left.map { $0["watchedOn"] as? String } == ["2026-11-06", "2026-11-01"])
        #expect(all.stdout.split(separator: "\n").count == 2, "\(all)")
        #expect(try await history().isEmpty)
        let nothing = try await run(["unwatch", "tv", "1396", "all"])
        #expect(nothing.status == 66, "\(nothing)")
    }

    @Test(
        "Episode ranges that cannot be logged are refused in one line with their exit code, and nothing is written",
        arguments: [
            (["watched", "tv", "1396", "season", "9"], 66, "season 9 of tv series 1396 was not found"),
            (["watched", "tv", "1396", "--through", "S01E99"], 66, "episode 99 of season 1 of tv series 1396"),
            (["watched", "tv", "1396", "season", "1", "--on", "2008-01-01"], 64, "had not aired by 2008-01-01"),
            (["watched", "tv", "1396", "season", "1", "--rating", "8"], 64, "--rating goes with one movie or episode"),
            (["watched", "movie", "550", "--through", "S01E05"], 64, "--through goes with a series alone"),
            (["watched", "tv", "1396", "S01E01", "--through", "S01E05"], 64, "--through goes with a series alone"),
            (["watched", "tv", "1396", "--through", "soon"], 64, "--through takes an episode code"),
            (["watched", "tv", "1396", "season", "two"], 64, "after 'season', give its number"),
            (["rate", "tv", "1396", "season", "1", "8"], 64, "a rating is for one movie, series or episode"),
            (["unwatch", "tv", "1396", "season", "1"], 66, "nothing named has been watched"),
        ])
    func rangeRefusals(arguments: [String], status: Int32, message: String) async throws {
        try await expectRefused(arguments, status: status, message: message)
    }

    @Test("Progress before any episode is watched says how to start, and creates no file")
    func progressEmpty() async throws {
        try await succeed(["watched", "movie", "550"])
        let empty = try await succeed(["progress"])
        let json = try JSONDocument.object(try await succeed(["progress", "--json"]).stdout)

        #expect(
            empty.stdout == "You have not started a series yet. Log an episode with popcorn watched tv 1396 S01E01.\n",
            "\(empty)")
        #expect(json["totalResults"] as? Int == 0)
    }
}
