import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("LeafCommandParser")
struct LeafCommandParserTests {
    /// Command lines of every shape: default subcommands, named ones, options before and after,
    /// values that look like subcommand names, and `--`.
    static let lines: [[String]] = [
        ["movie", "550"], ["movie", "550", "--source", "catalog", "--offline"], ["movie", "fight", "club", "--json"],
        ["movie", "credits", "550"], ["movie", "--json", "credits", "550"], ["movie", "550", "credits"],
        ["movie", "popular", "--page", "2"], ["movie", "dune", "--year", "2021"], ["tv", "1396"],
        ["tv", "season", "1396", "1"], ["tv", "episode", "1396", "S01E01", "--region", "GB"],
        ["tv", "credits", "1396", "--aggregate"], ["person", "287", "--language", "fr-FR"], ["search", "fight"],
        ["trending", "movie", "--week"], ["discover", "movie", "--genre", "drama"], ["watchlist", "list"],
        ["discover", "tv", "--keyword", "heist", "--provider", "8", "--monetization", "rent"],
        ["providers", "movie", "--region", "gb"],
        ["cache", "stats", "--json"], ["genres"], ["browse", "--no-color"],
    ]

    @Test("a line the leaf parses gives the same command, with the same values, as the whole tree", arguments: lines)
    func sameAsTheTree(arguments: [String]) throws {
        let leaf = try #require(LeafCommandParser.parse(arguments))
        let tree = try PopcornCommand.parseAsRoot(arguments)

        #expect(type(of: leaf) == type(of: tree))
        #expect(String(reflecting: leaf) == String(reflecting: tree))
    }

    @Test(
        "help, the version, completion scripts and the bare program are left to the whole tree",
        arguments: [
            ["movie", "--help"], ["movie", "550", "-h"], ["movie", "550", "--help-hidden"], ["help", "movie"],
            ["--version"],
            ["--generate-completion-script", "bash"], [], ["--experimental-dump-help"],
        ])
    func leavesToTheTree(arguments: [String]) {
        #expect(LeafCommandParser.parse(arguments) == nil)
    }

    @Test(
        "a line the leaf refuses is left to the whole tree, which says what is wrong in full",
        arguments: [
            ["movie", "popular", "--page", "x"], ["movie"], ["tv", "season", "1396", "-2"], ["movie", "--bogus"],
        ])
    func refusalsGoToTheTree(arguments: [String]) {
        #expect(LeafCommandParser.parse(arguments) == nil)
        #expect(throws: (any Error).self) { try PopcornCommand.parseAsRoot(arguments) }
    }

    @Test("a group with neither a named nor a default subcommand is left to the whole tree")
    func groupsWithoutDefault() {
        #expect(LeafCommandParser.parse(["cache"]) == nil)
    }
}
