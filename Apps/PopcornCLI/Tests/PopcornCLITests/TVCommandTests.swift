import ArgumentParser
import TVSeriesDomain
import Testing

@testable import PopcornCLI

@Suite("TVCommand")
struct TVCommandTests: ParsesPopcornArguments {
    func message(_ arguments: [String]) -> String {
        do {
            _ = try parse(arguments)
            return ""
        } catch {
            return PopcornCommand.message(for: error)
        }
    }

    /// The season an id or URL command line names (a title would need a search first).
    func seasonTarget(_ command: TVSeasonCommand) throws -> TVSeasonTarget {
        guard case .reference(let reference) = try command.reference else {
            throw ValidationError("a title")
        }
        return try command.target(of: reference)
    }

    /// The episode an id or URL command line names.
    func episodeTarget(_ arguments: TVEpisodeArguments) throws -> TVEpisodeTarget {
        guard case .reference(let reference) = try arguments.reference else {
            throw ValidationError("a title")
        }
        return try arguments.target(of: reference)
    }

    @Test("Details is the default tv subcommand, and takes ids and any TV URL")
    func defaultSubcommand() throws {
        #expect(try (parse(["tv", "1396"]) as? TVSeriesDetailsCommand)?.reference.id == 1396)
        #expect(
            try
                (parse(["tv", "details", "https://www.themoviedb.org/tv/1396-breaking-bad"]) as? TVSeriesDetailsCommand)?
                .reference.id == 1396)
        #expect(
            try (parse(["tv", "https://www.themoviedb.org/tv/1396/season/2"]) as? TVSeriesDetailsCommand)?.reference.id
                == 1396)
    }

    @Test("The season command takes an id and a number, or a season URL")
    func season() throws {
        let expected = TVSeasonTarget(tvSeriesID: 1396, seasonNumber: 1)
        #expect(try (parse(["tv", "season", "1396", "1"]) as? TVSeasonCommand).map(seasonTarget) == expected)
        #expect(try (parse(["tv", "season", "1396", "S01"]) as? TVSeasonCommand).map(seasonTarget) == expected)
        let url = "https://www.themoviedb.org/tv/1396-breaking-bad/season/1"
        #expect(try (parse(["tv", "season", url]) as? TVSeasonCommand).map(seasonTarget) == expected)
        #expect(
            try (parse(["tv", "season", "1396", "0", "--json"]) as? TVSeasonCommand).map(seasonTarget)?.seasonNumber
                == 0)
    }

    @Test(
        "The episode command takes numbers, a code, or a URL",
        arguments: [
            ["1396", "1", "2"], ["1396", "S01E02"], ["1396", "s1e2"],
            ["https://www.themoviedb.org/tv/1396/season/1/episode/2"],
            ["https://www.themoviedb.org/tv/1396/season/1", "2"],
        ])
    func episode(arguments: [String]) throws {
        let command = try #require(try parse(["tv", "episode"] + arguments) as? TVEpisodeDetailsCommand)
        #expect(
            try episodeTarget(command.episode)
                == TVEpisodeTarget(tvSeriesID: 1396, code: EpisodeCode(seasonNumber: 1, episodeNumber: 2)))
    }

    @Test("Credits, lists and search parse their arguments")
    func subcommands() throws {
        let credits = try #require(try parse(["tv", "credits", "1396", "--aggregate"]) as? TVCreditsCommand)
        #expect(try credits.reference.id == 1396 && credits.aggregate)
        #expect(try (parse(["tv", "credits", "1396"]) as? TVCreditsCommand)?.aggregate == false)
        #expect(try (parse(["tv", "popular"]) as? PopularTVSeriesCommand)?.page.page == 1)
        #expect(try (parse(["tv", "top-rated", "--page", "3"]) as? TopRatedTVSeriesCommand)?.page.page == 3)
        #expect(try parse(["tv", "on-the-air"]) is OnTheAirTVSeriesCommand)
        #expect(try parse(["tv", "airing-today", "--json"]) is AiringTodayTVSeriesCommand)
        let search = try #require(
            try parse(["tv", "search", "breaking", "bad", "--year", "2008", "--page", "2"]) as? SearchTVSeriesCommand)
        #expect(search.query == "breaking bad")
        #expect(search.year == 2008)
        #expect(search.command(forPage: 3) == "popcorn tv search breaking bad --year 2008 --page 3")
        #expect(search.heading == "TV series matching \"breaking bad\" (2008)")
    }

    @Test(
        "The episode credits command takes what the episode command takes",
        arguments: [
            ["1396", "1", "2"], ["1396", "S01E02"], ["1396", "s1e2"],
            ["https://www.themoviedb.org/tv/1396-breaking-bad/season/1/episode/2"],
            ["https://www.themoviedb.org/tv/1396/season/1", "2"],
        ])
    func episodeCredits(arguments: [String]) throws {
        let command = try #require(try parse(["tv", "episode", "credits"] + arguments) as? TVEpisodeCreditsCommand)
        #expect(
            try episodeTarget(command.episode)
                == TVEpisodeTarget(tvSeriesID: 1396, code: EpisodeCode(seasonNumber: 1, episodeNumber: 2)))
    }

    @Test("Images, recommendations, similar and watch take a series' ref and their own options")
    func seriesParts() throws {
        let images = try #require(try parse(["tv", "images", "breaking", "bad", "--kind", "logo"]) as? TVImagesCommand)
        #expect(images.kind == .logo)
        #expect(try (parse(["tv", "images", "1396"]) as? TVImagesCommand)?.kind == nil)
        let recommendations = try #require(
            try parse(["tv", "recommendations", "1396", "--page", "2"]) as? TVRecommendationsCommand)
        #expect(try recommendations.reference.id == 1396)
        #expect(recommendations.page.page == 2)
        #expect(try (parse(["tv", "similar", "1396"]) as? TVSimilarCommand)?.page.page == 1)
        #expect(
            try (parse(["tv", "watch", "https://www.themoviedb.org/tv/1396-breaking-bad"]) as? TVWatchCommand)?
                .reference.id == 1396)
    }

    @Test("A bad --kind, page or ref of a series part is a usage error")
    func seriesPartUsageErrors() {
        #expect(exitCode(["tv", "images", "1396", "--kind", "still"]) == 64)
        #expect(exitCode(["tv", "recommendations", "1396", "--page", "0"]) == 64)
        #expect(exitCode(["tv", "similar", "1396", "--page", "x"]) == 64)
        #expect(exitCode(["tv", "watch", "https://www.themoviedb.org/movie/550"]) == 64)
        #expect(exitCode(["tv", "watch", "1396", "--year", "2008"]) == 64)
    }

    @Test("Details is the default episode subcommand, and can be named")
    func episodeDefaultSubcommand() throws {
        #expect(try parse(["tv", "episode", "1396", "1", "1"]) is TVEpisodeDetailsCommand)
        #expect(try parse(["tv", "episode", "details", "1396", "S01E01"]) is TVEpisodeDetailsCommand)
        #expect(try parse(["tv", "episode", "credits", "1396", "S01E01", "--json"]) is TVEpisodeCreditsCommand)
    }

    @Test(
        "Bad arguments are usage errors (64)",
        arguments: [
            ["tv"], ["tv", "0"], ["tv", "https://www.themoviedb.org/movie/550"],
            ["tv", "season", "1396"], ["tv", "season", "1396", "-1"], ["tv", "season", "1396", "x"],
            ["tv", "season", "https://www.themoviedb.org/tv/1396/season/2", "3"],
            ["tv", "episode", "1396"], ["tv", "episode", "1396", "1"], ["tv", "episode", "1396", "1", "0"],
            ["tv", "episode", "1396", "S01E00"], ["tv", "episode", "1396", "1", "2", "3"],
            ["tv", "episode", "https://www.themoviedb.org/movie/550", "S01E01"],
            ["tv", "popular", "--page", "0"], ["tv", "on-the-air", "--page", "501"],
            ["tv", "search"], ["tv", "search", "x", "--year", "99"], ["tv", "1396", "--refresh", "--offline"],
            ["tv", "season", "breaking bad"], ["tv", "season", "breaking bad", "x"], ["tv", "episode", "breaking bad"],
            ["tv", "episode", "breaking bad", "1"], ["tv", "episode", "breaking bad", "S01E00"],
            ["tv", "episode", "credits"], ["tv", "episode", "credits", "1396"],
            ["tv", "episode", "credits", "1396", "1"],
            ["tv", "episode", "credits", "1396", "S01E00"], ["tv", "episode", "credits", "1396", "1", "2", "3"],
            ["tv", "episode", "credits", "https://www.themoviedb.org/movie/550", "S01E01"],
            ["tv", "episode", "credits", "1396", "S01E01", "--year", "2008"],
            ["tv", "episode", "credits", "1396", "S01E01", "--region", "USA"],
        ])
    func usageErrors(arguments: [String]) {
        #expect(exitCode(arguments) == 64)
    }

    @Test("A series title with a season or an episode parses; without one it is refused before any search")
    func titleTargets() throws {
        #expect(
            try (parse(["tv", "season", "breaking bad", "1"]) as? TVSeasonCommand)?.reference == .title("breaking bad"))
        #expect(
            try (parse(["tv", "episode", "breaking bad", "S01E02"]) as? TVEpisodeDetailsCommand)?.episode.reference
                == .title("breaking bad"))
        #expect(try parse(["tv", "episode", "breaking bad", "1", "2"]) is TVEpisodeDetailsCommand)
        #expect(
            try (parse(["tv", "episode", "credits", "breaking bad", "1", "2"]) as? TVEpisodeCreditsCommand)?.episode
                .reference == .title("breaking bad"))
        #expect(message(["tv", "season", "breaking bad"]).hasPrefix("give the season number after the series"))
        #expect(message(["tv", "episode", "breaking bad"]).hasPrefix("give the season and the episode"))
    }

    @Test("A movie URL given to tv names the movie command")
    func movieURL() {
        #expect(message(["tv", "https://www.themoviedb.org/movie/550-fight-club"]).contains("popcorn movie 550"))
        #expect(message(["tv", "season", "https://www.themoviedb.org/movie/550", "1"]).contains("popcorn movie 550"))
    }

    @Test("A TV season URL given to movie names the tv command")
    func tvURLToMovie() {
        #expect(message(["movie", "https://www.themoviedb.org/tv/1396/season/1"]).contains("popcorn tv 1396"))
    }

    @Test("Help is a clean exit at every tv level")
    func help() {
        for path in [
            ["tv"], ["tv", "season"], ["tv", "episode"], ["tv", "episode", "credits"], ["tv", "episode", "details"],
            ["tv", "credits"], ["tv", "search"],
        ] {
            #expect(exitCode(path + ["--help"]) == 0, "\(path)")
        }
    }

    @Test("List commands are named after TMDb's lists")
    func listNames() {
        #expect(PopularTVSeriesCommand.configuration.commandName == TVSeriesListKind.popular.commandName)
        #expect(TopRatedTVSeriesCommand.configuration.commandName == "top-rated")
        #expect(OnTheAirTVSeriesCommand.configuration.commandName == "on-the-air")
        #expect(AiringTodayTVSeriesCommand.configuration.commandName == "airing-today")
        #expect(TVSeriesListKind.airingToday.displayName == "TV series airing today")
    }
}
