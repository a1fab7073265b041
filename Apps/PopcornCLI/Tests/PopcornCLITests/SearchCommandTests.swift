import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("SearchCommand")
struct SearchCommandTests {
    func parse(_ arguments: [String]) throws -> SearchCommand {
        try #require(try PopcornCommand.parseAsRoot(["search"] + arguments) as? SearchCommand)
    }

    /// The message of the usage error `arguments` make, or `nil` when they parse.
    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try PopcornCommand.parseAsRoot(["search"] + arguments)
            return nil
        } catch {
            #expect(PopcornCommand.exitCode(for: error).rawValue == 64, "\(error)")
            return PopcornCommand.message(for: error)
        }
    }

    @Test("The words are one query, single-spaced; every kind and page 1 by default")
    func defaults() throws {
        let command = try parse(["brad", " pitt  "])
        #expect(command.query == "brad pitt")
        #expect(command.kind == .all)
        #expect(command.page.page == 1)
        #expect(!command.history && !command.clearHistory)
        #expect(command.heading == #"Movies, series and people matching "brad pitt""#)
    }

    @Test("--kind, --page and the global options parse anywhere after search")
    func options() throws {
        let command = try parse(["--kind", "tv", "breaking", "bad", "--page", "3", "--json"])
        #expect(command.kind == .tv)
        #expect(command.query == "breaking bad")
        #expect(command.page.page == 3)
        #expect(command.options.json)
        #expect(command.heading == #"Series matching "breaking bad""#)
    }

    @Test("--history and --clear-history take no words")
    func historyFlags() throws {
        #expect(try parse(["--history"]).history)
        #expect(try parse(["--history", "--json"]).options.json)
        #expect(try parse(["--clear-history"]).clearHistory)
    }

    @Test(
        "A query, --history and --clear-history exclude one another, and one of them is needed",
        arguments: [
            ([], "give at least one word to search for, e.g. 'popcorn search pitt'"),
            (["  "], "give at least one word to search for, e.g. 'popcorn search pitt'"),
            (["--history", "pitt"], "--history and --clear-history take no search words"),
            (["pitt", "--clear-history"], "--history and --clear-history take no search words"),
            (["--history", "--clear-history"], "--history and --clear-history cannot be used together"),
            (
                ["--history", "--kind", "movie"],
                "--kind and --page belong to a search, not to --history or --clear-history"
            ),
            (
                ["--clear-history", "--page", "2"],
                "--kind and --page belong to a search, not to --history or --clear-history"
            ),
        ])
    func exclusive(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test("--kind takes all, movie, tv or person", arguments: ["all", "movie", "tv", "person"])
    func kinds(kind: String) throws {
        #expect(try parse(["pitt", "--kind", kind]).kind.rawValue == kind)
    }

    @Test(
        "Any other kind, or a page outside 1...500, is a usage error",
        arguments: [
            ["pitt", "--kind", "film"], ["pitt", "--kind", "tvSeries"], ["pitt", "--kind", "people"],
            ["pitt", "--page", "0"], ["pitt", "--page", "501"],
        ])
    func badValues(arguments: [String]) {
        #expect(usageError(arguments) != nil)
    }

    @Test("The command for another page keeps the kind and the words, quoted for the shell")
    func commandForPage() throws {
        #expect(try parse(["brad", "pitt"]).command(forPage: 2) == "popcorn search brad pitt --page 2")
        #expect(
            try parse(["fight  club", "--kind", "movie"]).command(forPage: 3)
                == "popcorn search --kind movie fight club --page 3")
        #expect(try parse(["it's", "--kind", "all"]).command(forPage: 2) == #"popcorn search 'it'\''s' --page 2"#)
        #expect(try parse(["기생충"]).command(forPage: 2) == "popcorn search '기생충' --page 2")
    }
}
