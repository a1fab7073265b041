import ArgumentParser
import CoreDomain
import DiscoverDomain
import Testing

@testable import PopcornCLI

@Suite("DiscoverCommand")
struct DiscoverCommandTests {
    /// The filters of `popcorn discover <kind> arguments...`, parsed and validated.
    func filters(_ kind: String, _ arguments: [String]) throws -> DiscoverFilterOptions {
        let command = try PopcornCommand.parseAsRoot(["discover", kind] + arguments)
        if let movies = command as? DiscoverMoviesCommand {
            return movies.filters
        }
        return try #require(command as? DiscoverTVSeriesCommand).filters
    }

    /// The one-line message of the usage error `arguments` make, or `nil` when they parse.
    func usageError(_ kind: String, _ arguments: [String]) -> String? {
        do {
            _ = try PopcornCommand.parseAsRoot(["discover", kind] + arguments)
            return nil
        } catch {
            #expect(PopcornCommand.exitCode(for: error).rawValue == 64, "\(error)")
            return PopcornCommand.message(for: error)
        }
    }

    /// The query `arguments` make for movies, with no genre or person to resolve.
    func movieQuery(_ arguments: [String]) throws -> DiscoverQuery {
        try filters("movie", arguments).query(for: .movie, genreIDs: [], excludedGenreIDs: [], personIDs: [])
    }

    @Test("movie and tv are the subcommands, each with the shared options")
    func subcommands() throws {
        #expect(try PopcornCommand.parseAsRoot(["discover", "movie"]) is DiscoverMoviesCommand)
        #expect(try PopcornCommand.parseAsRoot(["discover", "tv", "--json"]) is DiscoverTVSeriesCommand)
        #expect(usageError("film", []) != nil)
    }

    @Test("No option lists the most popular titles on page 1")
    func defaults() throws {
        #expect(try movieQuery([]) == DiscoverQuery(mediaType: .movie))
    }

    @Test("Every value reaches the query")
    func values() throws {
        let query = try movieQuery([
            "--year", "1999", "--min-rating", "7.5", "--min-votes", "100", "--runtime-max", "150",
            "--original-language", "EN", "--sort", "rating", "--asc", "--page", "3",
        ])
        #expect(query.year == 1999)
        #expect(query.minimumRating == 7.5)
        #expect(query.minimumVoteCount == 100)
        #expect(query.maximumRuntime == 150)
        #expect(query.originalLanguage == "en")
        #expect(query.sort == DiscoverSort(key: .rating, order: .ascending))
        #expect(query.page == 3)
    }

    @Test("--from and --to are days; either alone is an open range")
    func dates() throws {
        let query = try movieQuery(["--from", "1999-01-01", "--to", "1999-12-31"])
        #expect(query.fromDate == CalendarDay(year: 1999, month: 1, day: 1))
        #expect(query.toDate == CalendarDay(year: 1999, month: 12, day: 31))
        #expect(try movieQuery(["--to", "2000-02-29"]).fromDate == nil)
    }

    @Test("Genres and people repeat, in the order given; the resolved ids make the query")
    func repeatable() throws {
        let options = try filters(
            "movie",
            [
                "--genre", "drama", "--genre", "Thriller", "--without-genre", "horror", "--with-person", "brad pitt",
                "--with-person", "819",
            ])
        #expect(options.genres == ["drama", "Thriller"])
        #expect(options.excludedGenres == ["horror"])
        #expect(options.people == ["brad pitt", "819"])
        let query = try options.query(for: .movie, genreIDs: [53, 18], excludedGenreIDs: [27], personIDs: [819, 287])
        #expect(query.genreIDs == [18, 53])
        #expect(query.excludedGenreIDs == [27])
        #expect(query.personIDs == [287, 819])
    }

    @Test(
        "Each sort key takes its own direction unless --asc or --desc says otherwise",
        arguments: [
            (["--sort", "popularity"], DiscoverSort(key: .popularity, order: .descending)),
            (["--sort", "RATING"], DiscoverSort(key: .rating, order: .descending)),
            (["--sort", "release-date", "--asc"], DiscoverSort(key: .releaseDate, order: .ascending)),
            (["--sort", "revenue"], DiscoverSort(key: .revenue, order: .descending)),
            (["--sort", "title"], DiscoverSort(key: .title, order: .ascending)),
            (["--sort", "title", "--desc"], DiscoverSort(key: .title, order: .descending)),
            (["--asc"], DiscoverSort(key: .popularity, order: .ascending)),
        ])
    func sorts(arguments: [String], sort: DiscoverSort) throws {
        #expect(try movieQuery(arguments).sort == sort)
    }

    @Test(
        "Each bad value is one usage error that starts with its flag",
        arguments: [
            (["--min-rating", "11"], "--min-rating: a rating is a number from 0 to 10, not 11"),
            (["--min-rating=-1"], #"--min-rating: a rating is a number from 0 to 10, such as 7.5, not "-1""#),
            (["--min-rating", "high"], #"--min-rating: a rating is a number from 0 to 10, such as 7.5, not "high""#),
            (["--min-votes", "lots"], #"--min-votes: a number of votes is a whole number, not "lots""#),
            (["--min-votes=-5"], "--min-votes: a number of votes is 0 or more, not -5"),
            (["--min-votes", "-5"], "--min-votes: a number of votes is 0 or more, not -5"),
            (["--min-rating", "-1"], #"--min-rating: a rating is a number from 0 to 10, such as 7.5, not "-1""#),
            (["--runtime-max", "-30"], "--runtime-max: a runtime is a number of minutes above 0, not -30"),
            (["--runtime-max", "0"], "--runtime-max: a runtime is a number of minutes above 0, not 0"),
            (["--runtime-max", "2h"], #"--runtime-max: a runtime in minutes is a whole number, not "2h""#),
            (["--year", "99"], #"--year: a year is four digits, such as 1999, not "99""#),
            (["--year", "0999"], #"--year: a year is four digits, such as 1999, not "0999""#),
            (
                ["--from", "1999-02-30"],
                #"--from: a day is written YYYY-MM-DD and must exist, such as 1999-10-15, not "1999-02-30""#
            ),
            (
                ["--to", "31/12/1999"],
                #"--to: a day is written YYYY-MM-DD and must exist, such as 1999-10-15, not "31/12/1999""#
            ),
            (
                ["--from", "2001-01-01", "--to", "1999-12-31"],
                "--from: 2001-01-01 is after --to 1999-12-31; the range must not end before it starts"
            ),
            (
                ["--year", "1999", "--from", "1999-01-01"],
                "--year: cannot be used with --from or --to; give a year or a range"
            ),
            (
                ["--sort", "votes"],
                #"--sort: sort by popularity, rating, release-date, revenue or title, not "votes""#
            ),
            (
                ["--original-language", "english"],
                #"--original-language: a language is a two-letter ISO 639-1 code such as en or ko, not "english""#
            ),
            (["--page", "0"], nil),
        ])
    func badValues(arguments: [String], message: String?) throws {
        let error = try #require(usageError("movie", arguments))
        if let message {
            #expect(error == message, "\(error)")
        } else {
            #expect(error.contains("--page"), "\(error)")
        }
    }

    @Test(
        "The movie-only filters and sort are usage errors on series, naming their flag",
        arguments: [
            (["--runtime-max", "60"], "--runtime-max: only movies can be filtered by runtime, not series"),
            (["--with-person", "287"], "--with-person: only movies can be filtered by the people in them, not series"),
            (["--sort", "revenue"], "--sort: only movies have a revenue to sort by, not series"),
        ])
    func moviesOnly(arguments: [String], message: String) throws {
        let error = try #require(usageError("tv", arguments))
        #expect(error.hasPrefix(message), "\(error)")
        #expect(usageError("movie", arguments) == nil)
    }

    @Test("A person reference that is not a person's is a usage error naming --with-person")
    func badPerson() throws {
        let error = try #require(usageError("movie", ["--with-person", "https://www.themoviedb.org/movie/550"]))
        #expect(error.hasPrefix("--with-person: "), "\(error)")
    }

    @Test("--asc and --desc together are refused")
    func bothOrders() {
        #expect(usageError("movie", ["--asc", "--desc"]) != nil)
    }

    @Test("A genre both asked for and excluded, once resolved, names --without-genre")
    func genreInBoth() throws {
        let options = try filters("movie", ["--genre", "drama", "--without-genre", "Drama"])
        #expect {
            try options.query(for: .movie, genreIDs: [18], excludedGenreIDs: [18], personIDs: [])
        } throws: { error in
            (error as? DiscoverOptionError)?.description
                == "--without-genre: a genre given with --genre is excluded too, so nothing could match"
        }
    }

    @Test("The next page's command repeats the options as typed, quoted for the shell")
    func nextPageCommand() throws {
        let options = try filters(
            "movie",
            [
                "--genre", "science fiction", "--year", "1999", "--with-person", "brad pitt", "--min-rating", "7",
                "--sort", "rating", "--asc", "--page", "2",
            ])
        #expect(
            options.command(for: .movie, page: 3)
                == "popcorn discover movie --genre 'science fiction' --year 1999 --min-rating 7 "
                + "--with-person 'brad pitt' --sort rating --asc --page 3")
        #expect(try filters("tv", []).command(for: .tvSeries, page: 2) == "popcorn discover tv --page 2")
    }

    @Test("The next page's command carries --language when the names were read in another language")
    func nextPageCommandLanguage() throws {
        #expect(
            try filters("movie", ["--genre", "drame"]).command(for: .movie, page: 2, language: "fr-FR")
                == "popcorn discover movie --genre drame --language fr-FR --page 2")
    }

    @Test("A --with-person id or URL reads as 'person 287' in the heading; a name as typed")
    func personInHeading() {
        #expect(DiscoverRunner.personInHeading("287") == "person 287")
        #expect(DiscoverRunner.personInHeading("https://www.themoviedb.org/person/287-brad-pitt") == "person 287")
        #expect(DiscoverRunner.personInHeading("brad pitt") == "brad pitt")
    }

    @Test("Every query field has its flag")
    func flags() {
        #expect(
            DiscoverQueryField.allCases.map(DiscoverOptionError.flag(for:)) == [
                "--genre", "--without-genre", "--year", "--from", "--to", "--min-rating", "--min-votes",
                "--runtime-max", "--with-person", "--keyword", "--original-language", "--provider", "--monetization",
                "--region", "--sort", "--page",
            ])
    }

    @Test("Keywords, services and ways of watching repeat, in the order given; the ids and region make the query")
    func streaming() throws {
        let options = try filters(
            "tv",
            [
                "--keyword", "heist", "--keyword", "825", "--provider", "Netflix", "--provider", "337",
                "--monetization", "RENT", "--monetization", "flatrate",
            ])
        #expect(options.keywords == ["heist", "825"])
        #expect(options.providers == ["Netflix", "337"])
        #expect(options.monetizations == ["RENT", "flatrate"])
        let query = try options.query(
            for: .tvSeries, genreIDs: [], excludedGenreIDs: [], personIDs: [], keywordIDs: [10051, 825],
            providerIDs: [8, 337], watchRegion: "gb")
        #expect(query.keywordIDs == [825, 10051])
        #expect(query.providerIDs == [8, 337])
        #expect(query.monetizationTypes == [.flatrate, .rent])
        #expect(query.watchRegion == "GB")
    }

    @Test("--monetization alone needs no service, only the region")
    func monetizationAlone() throws {
        let query = try filters("movie", ["--monetization", "free"]).query(
            for: .movie, genreIDs: [], excludedGenreIDs: [], personIDs: [], watchRegion: "US")
        #expect(query.monetizationTypes == [.free])
        #expect(query.providerIDs.isEmpty)
        #expect(query.watchRegion == "US")
    }

    @Test(
        "Each bad keyword, service or way of watching is one usage error that starts with its flag",
        arguments: [
            (
                ["--monetization", "stream"],
                #"--monetization: a way of watching is flatrate, free, ads, rent or buy, not "stream""#
            ),
            (["--keyword", "0"], "--keyword: a keyword id is a number above 0, not 0"),
            (["--provider", "0"], "--provider: a streaming service's id is a number above 0, not 0"),
            (["--keyword", " "], "--keyword: a keyword is given by its name or its id, not left blank"),
            (["--provider", ""], "--provider: a streaming service is given by its name or its id, not left blank"),
            (["--keyword", "99999999999999999999"], "--keyword: 99999999999999999999 is too large for a TMDb id"),
            (["--provider", "99999999999999999999"], "--provider: 99999999999999999999 is too large for a TMDb id"),
        ])
    func badStreamingValues(arguments: [String], message: String) throws {
        #expect(usageError("movie", arguments) == message)
        #expect(usageError("tv", arguments) == message)
    }

    @Test("A keyword or a service typed as a name stands in as id 1 until looked up; a number is its own id")
    func standInIDs() {
        #expect(DiscoverFilterOptions.standInID("heist") == 1)
        #expect(DiscoverFilterOptions.standInID("Disney+") == 1)
        #expect(DiscoverFilterOptions.standInID(" 825 ") == 825)
        #expect(DiscoverFilterOptions.standInID("0") == 0)
        #expect(DiscoverFilterOptions.standInID("-5") == 1)
    }

    @Test("The next page's command repeats keywords, services and ways of watching, and carries their region")
    func nextPageCommandStreaming() throws {
        let options = try filters(
            "movie", ["--keyword", "heist gone wrong", "--provider", "netflix", "--monetization", "rent"])
        #expect(
            options.command(for: .movie, page: 2, region: "GB")
                == "popcorn discover movie --keyword 'heist gone wrong' --provider netflix --monetization rent "
                + "--region GB --page 2")
    }

    @Test("A --provider id reads as 'service 8' in the heading; a name as typed")
    func providerInHeading() {
        #expect(DiscoverRunner.providerInHeading("8") == "service 8")
        #expect(DiscoverRunner.providerInHeading("Netflix") == "Netflix")
    }

    @Test("An unknown keyword names the closest TMDb has, quoted, or says it has none")
    func unknownKeyword() {
        #expect(
            DiscoverRunner.unknownKeywordFailure("heists", suggestions: ["heist", "art heist"])
                == CLIFailure(
                    .usage, #"--keyword: no keyword is called "heists"; the closest TMDb has are "heist", "art heist""#)
        )
        #expect(
            DiscoverRunner.unknownKeywordFailure("zzqx", suggestions: []).message
                == #"--keyword: no keyword is called "zzqx"; TMDb has none like it; try another word, or give a keyword's id"#
        )
    }

    @Test("An unknown service names a few of the region's and the command that lists them all")
    func unknownProvider() throws {
        let runner = DiscoverRunner(
            mediaType: .movie, filters: try filters("movie", []),
            options: try GlobalOptions.parse([]))
        #expect(
            runner.unknownProviderFailure("netflx", region: "GB", suggestions: ["Netflix", "Netflix Kids"])
                == CLIFailure(
                    .usage,
                    #"--provider: no movie streaming service in GB is called "netflx"; try Netflix, Netflix Kids "#
                        + "('popcorn providers movie --region GB' lists them all)"))
        #expect(
            runner.unknownProviderFailure("netflix", region: "AQ", suggestions: []).message
                == "--provider: TMDb lists no movie streaming services in AQ; try another --region")
    }
}
