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
                "--runtime-max", "--with-person", "--original-language", "--sort", "--page",
            ])
    }
}
