import Testing

@testable import PopcornCLI

@Suite("ArgumentPreflight")
struct ArgumentPreflightTests {
    func refusal(_ arguments: [String]) -> CLIFailure? {
        #expect(throws: CLIFailure.self) { try ArgumentPreflight.prepared(arguments) }
    }

    @Test("a mistyped command is refused naming the nearest one")
    func mistypedCommand() {
        let failure = refusal(["moive", "550"])

        #expect(failure?.status == .usage)
        #expect(
            failure?.message
                == "'moive' is not a command of popcorn; did you mean 'popcorn movie'? (see 'popcorn --help')")
    }

    @Test("help of a command that does not exist is a usage error naming the nearest")
    func helpOfNothing() {
        #expect(refusal(["help", "foo"])?.message == "'foo' is not a command of popcorn (see 'popcorn --help')")
        #expect(
            refusal(["help", "serach"])?.message
                == "'serach' is not a command of popcorn; did you mean 'popcorn search'? (see 'popcorn --help')")
    }

    @Test("help of real commands, options first and ordinary command lines pass through as they are")
    func passesThrough() throws {
        for arguments in [
            ["help", "movie", "popular"], ["help", "movie", "550"], ["--help"], ["movie", "550", "--json"],
            ["search", "--", "-1"], [],
        ] {
            #expect(try ArgumentPreflight.prepared(arguments) == arguments)
        }
    }

    @Test("a negative number after an option becomes its value, so the option's own check says what is wrong")
    func negativeValues() throws {
        #expect(
            try ArgumentPreflight.prepared(["movie", "popular", "--page", "-1"]) == ["movie", "popular", "--page=-1"])
        #expect(
            try ArgumentPreflight.prepared(["discover", "movie", "--min-rating", "-0.5"])
                == ["discover", "movie", "--min-rating=-0.5"])
    }

    @Test("a negative number standing alone is refused in one line, not read as an option")
    func negativeArgument() {
        let failure = refusal(["movie", "-1"])

        #expect(failure?.status == .usage)
        #expect(failure?.message.hasPrefix("-1 is negative: ") == true)
    }

    @Test("--json on a command that prints no JSON document is refused in that command's words")
    func jsonWhereThereIsNone() {
        #expect(refusal(["browse", "--json"])?.message.hasPrefix("browse is interactive and prints no JSON") == true)
        #expect(
            refusal(["watchlist", "export", "--format", "csv", "--json"])?.message.hasPrefix(
                "--json does not apply to an export") == true)
    }
}
