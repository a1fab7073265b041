import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("PopcornCommand")
struct PopcornCommandTests: ParsesPopcornArguments {
    @Test("Details is the default movie subcommand")
    func defaultSubcommand() throws {
        let command = try #require(try parse(["movie", "550"]) as? MovieDetailsCommand)
        #expect(try command.reference.id == 550)
        let explicit = try #require(
            try parse(["movie", "details", "https://www.themoviedb.org/movie/550-fight-club"]) as? MovieDetailsCommand)
        #expect(try explicit.reference.id == 550)
    }

    @Test("Global options are accepted after any data command")
    func globalOptions() throws {
        let command = try #require(
            try parse([
                "movie", "550", "--json", "--refresh", "--language", "fr-FR", "--source", "tmdb", "--no-color",
                "--debug",
            ])
                as? MovieDetailsCommand
        )
        #expect(command.options.json && command.options.refresh && command.options.noColor && command.options.debug)
        #expect(command.options.language == "fr-FR")
        #expect(command.options.source == .tmdb)
    }

    @Test("Credits, lists and search parse their arguments")
    func subcommands() throws {
        #expect(try (parse(["movie", "credits", "550"]) as? MovieCreditsCommand)?.reference.id == 550)
        #expect(try (parse(["movie", "popular"]) as? PopularMoviesCommand)?.page.page == 1)
        #expect(try (parse(["movie", "top-rated", "--page", "3"]) as? TopRatedMoviesCommand)?.page.page == 3)
        #expect(try parse(["movie", "now-playing"]) is NowPlayingMoviesCommand)
        #expect(try parse(["movie", "upcoming", "--json"]) is UpcomingMoviesCommand)
        let search = try #require(
            try parse(["movie", "search", "fight", "club", "--year", "1999", "--page", "2"]) as? SearchMoviesCommand)
        #expect(search.query == "fight club")
        #expect(search.year == 1999)
        #expect(search.page.page == 2)
    }

    @Test("Images, recommendations, similar and watch take a movie's ref and their own options")
    func movieParts() throws {
        let images = try #require(
            try parse(["movie", "images", "fight", "club", "--kind", "logo"]) as? MovieImagesCommand)
        #expect(images.kind == .logo)
        #expect(try (parse(["movie", "images", "550"]) as? MovieImagesCommand)?.kind == nil)
        let recommendations = try #require(
            try parse(["movie", "recommendations", "550", "--page", "2"]) as? MovieRecommendationsCommand)
        #expect(try recommendations.reference.id == 550)
        #expect(recommendations.page.page == 2)
        #expect(try (parse(["movie", "similar", "550"]) as? MovieSimilarCommand)?.page.page == 1)
        #expect(
            try (parse(["movie", "watch", "https://www.themoviedb.org/movie/550"]) as? MovieWatchCommand)?.reference.id
                == 550)
    }

    @Test("A bad --kind, page or ref of a movie part is a usage error")
    func moviePartUsageErrors() {
        #expect(exitCode(["movie", "images", "550", "--kind", "profile"]) == 64)
        #expect(exitCode(["movie", "recommendations", "550", "--page", "0"]) == 64)
        #expect(exitCode(["movie", "similar", "550", "--page", "x"]) == 64)
        #expect(exitCode(["movie", "watch", "https://www.themoviedb.org/tv/1396"]) == 64)
        #expect(exitCode(["movie", "watch", "550", "--year", "1999"]) == 64)
    }

    @Test("The watchlist's subcommands parse their titles and options; list is the default")
    func watchlistSubcommands() throws {
        #expect(try parse(["watchlist"]) is WatchlistListCommand)
        let add = try #require(
            try parse(["watchlist", "add", "tv", "breaking", "bad", "--year", "2008"]) as? WatchlistAddCommand)
        #expect(add.title.titleYear.year == 2008)
        #expect(try add.title.target.kind == .tv)
        let list = try #require(
            try parse(["watchlist", "list", "--kind", "tv", "--sort", "rating"]) as? WatchlistListCommand)
        #expect(list.kind == .tv && list.sort == .rating)
        let note = try #require(try parse(["watchlist", "note", "movie", "550", "with Sam"]) as? WatchlistNoteCommand)
        #expect(try note.parts.note == "with Sam")
        #expect(try note.parts.target.reference.id == 550)
        #expect(try (parse(["watchlist", "export", "--format", "csv"]) as? WatchlistExportCommand)?.format == .csv)
        #expect(
            try (parse(["watchlist", "import", "-", "--skip-unresolved"]) as? WatchlistImportCommand)?.skipUnresolved
                == true)
        #expect(try parse(["watchlist", "mark-watched", "movie", "550"]) is WatchlistMarkWatchedCommand)
        #expect(try parse(["watchlist", "unmark-watched", "movie", "550"]) is WatchlistUnmarkWatchedCommand)
        #expect(try parse(["watchlist", "remove", "movie", "550"]) is WatchlistRemoveCommand)
        let streamable = try #require(
            try parse(["watchlist", "--streamable", "--provider", "Netflix", "--provider", "15"])
                as? WatchlistListCommand)
        #expect(streamable.streamable && streamable.providers == ["Netflix", "15"])
    }

    @Test("Bad watchlist arguments are usage errors")
    func watchlistUsageErrors() {
        #expect(exitCode(["watchlist", "--provider", "Netflix"]) == 64)
        #expect(exitCode(["watchlist", "list", "--kind", "movie", "--provider", "8"]) == 64)
        #expect(exitCode(["watchlist", "add", "550"]) == 64)
        #expect(exitCode(["watchlist", "add", "movie", "550", "--year", "1999"]) == 64)
        #expect(exitCode(["watchlist", "note", "movie"]) == 64)
        #expect(exitCode(["watchlist", "note", "movie", "550"]) == 64)
        #expect(exitCode(["watchlist", "list", "--sort", "best"]) == 64)
        #expect(exitCode(["watchlist", "export", "--format", "xml"]) == 64)
    }

    @Test("Person details is the default person subcommand, and credits, popular and search parse")
    func personSubcommands() throws {
        #expect(try (parse(["person", "287"]) as? PersonDetailsCommand)?.reference.id == 287)
        let url = "https://www.themoviedb.org/person/287-brad-pitt"
        #expect(try (parse(["person", "details", url]) as? PersonDetailsCommand)?.reference.id == 287)
        #expect(try (parse(["person", "credits", url, "--json"]) as? PersonCreditsCommand)?.reference.id == 287)
        #expect(try (parse(["person", "popular", "--page", "2"]) as? PopularPeopleCommand)?.page.page == 2)
        let search = try #require(try parse(["person", "search", "brad", "pitt"]) as? SearchPeopleCommand)
        #expect(search.query == "brad pitt")
        #expect(search.command(forPage: 3) == "popcorn person search brad pitt --page 3")
    }

    @Test(
        "Bad arguments are usage errors (64)",
        arguments: [
            ["movie", "0"], ["movie", "-1"], ["movie"], ["movie", "popular", "--page", "0"],
            ["movie", "popular", "--page", "501"], ["movie", "search"], ["movie", "search", "fight", "--year", "99"],
            ["movie", "550", "--refresh", "--offline"], ["movie", "550", "--language", "english"],
            ["movie", "550", "--source", "imdb"], ["movie", "https://www.themoviedb.org/tv/1399"], ["film", "550"],
            ["person", "0"], ["person", "https://www.themoviedb.org/movie/550"],
            ["person", "credits", "https://www.themoviedb.org/tv/1396"], ["person", "search"],
            ["person", "popular", "--page", "501"], ["movie", "https://www.themoviedb.org/person/287"],
        ])
    func usageErrors(arguments: [String]) {
        #expect(exitCode(arguments) == 64)
    }

    @Test("Help and version are clean exits")
    func helpAndVersion() {
        #expect(exitCode(["--help"]) == 0)
        #expect(exitCode(["movie", "--help"]) == 0)
        #expect(exitCode(["movie", "search", "--help"]) == 0)
        #expect(exitCode(["--version"]) == 0)
        #expect(PopcornCommand.configuration.version == "popcorn 0.1.0")
    }

    @Test("List commands are named after TMDb's lists")
    func listNames() {
        #expect(PopularMoviesCommand.configuration.commandName == "popular")
        #expect(TopRatedMoviesCommand.configuration.commandName == "top-rated")
        #expect(NowPlayingMoviesCommand.configuration.commandName == "now-playing")
        #expect(UpcomingMoviesCommand.configuration.commandName == "upcoming")
    }

    @Test("The next search page keeps the query and year, quoted for the shell")
    func searchNextPage() throws {
        let search = try #require(
            try parse(["movie", "search", "it's", "a", "--year", "1999"]) as? SearchMoviesCommand)
        #expect(search.command(forPage: 2) == #"popcorn movie search 'it'\''s' a --year 1999 --page 2"#)
    }
}
