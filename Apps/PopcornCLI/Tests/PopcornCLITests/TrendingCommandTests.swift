import ArgumentParser
import Testing
import TrendingDomain

@testable import PopcornCLI

@Suite("TrendingCommand")
struct TrendingCommandTests {
    func parse(_ arguments: [String]) throws -> TrendingCommand {
        try #require(try PopcornCommand.parseAsRoot(["trending"] + arguments) as? TrendingCommand)
    }

    /// The message of the usage error `arguments` make, or `nil` when they parse.
    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try PopcornCommand.parseAsRoot(["trending"] + arguments)
            return nil
        } catch {
            #expect(PopcornCommand.exitCode(for: error).rawValue == 64, "\(error)")
            return PopcornCommand.message(for: error)
        }
    }

    @Test("Without arguments it lists every kind trending today, page 1")
    func defaults() throws {
        let command = try parse([])

        #expect(command.kind == .all)
        #expect(!command.week)
        #expect(command.query == TrendingQuery(kind: .all, timeWindow: .day, page: 1))
        #expect(command.heading == "Trending today: movies, series and people")
    }

    @Test("The kind, --week, --page and the global options parse in any order")
    func options() throws {
        let command = try parse(["--week", "tv", "--page", "3", "--json", "--offline"])

        #expect(command.query == TrendingQuery(kind: .tvSeries, timeWindow: .week, page: 3))
        #expect(command.options.json)
        #expect(command.options.offline)
        #expect(command.heading == "Trending this week: series")
    }

    @Test(
        "Each kind lists the Trending context's kind under its own heading",
        arguments: [
            ("all", TrendingMediaKind.all, "Trending today: movies, series and people"),
            ("movie", .movie, "Trending today: movies"),
            ("tv", .tvSeries, "Trending today: series"),
            ("person", .person, "Trending today: people"),
        ])
    func kinds(word: String, kind: TrendingMediaKind, heading: String) throws {
        let command = try parse([word])

        #expect(command.query.kind == kind)
        #expect(command.heading == heading)
    }

    @Test(
        "Any other kind, a second kind, or a page outside 1...500 is a usage error",
        arguments: [
            ["film"], ["movies"], ["tvSeries"], ["movie", "tv"], ["--page", "0"], ["--page", "501"], ["--day"],
        ]
    )
    func badValues(arguments: [String]) {
        #expect(usageError(arguments) != nil)
    }

    @Test("An unknown kind's message names the kinds there are")
    func unknownKindMessage() throws {
        let message = try #require(usageError(["film"]))

        #expect(message.contains("film"))
        #expect(message.contains("'all', 'movie', 'tv'"))
    }

    @Test("The command for another page keeps the kind and the window, and leaves out the defaults")
    func commandForPage() throws {
        #expect(try parse([]).command(forPage: 2) == "popcorn trending --page 2")
        #expect(try parse(["all", "--week"]).command(forPage: 2) == "popcorn trending --week --page 2")
        #expect(try parse(["tv", "--week"]).command(forPage: 3) == "popcorn trending tv --week --page 3")
        #expect(try parse(["--page", "4", "person"]).command(forPage: 5) == "popcorn trending person --page 5")
    }
}
