import Testing

@testable import PopcornCLI

@Suite("LeadingGlobalOptions")
struct LeadingGlobalOptionsTests {
    @Test("Flags and valued options before the command move behind its arguments")
    func movesLeadingOptions() {
        let moved = LeadingGlobalOptions.moved(["--json", "--source", "catalog", "--region=GB", "movie", "550"])

        #expect(moved == ["movie", "550", "--json", "--source", "catalog", "--region=GB"])
    }

    @Test("Arguments that start with the command are left as they are")
    func leavesCommandFirst() {
        let arguments = ["movie", "550", "--json"]

        #expect(LeadingGlobalOptions.moved(arguments) == arguments)
    }

    @Test("Moved options go before a double dash, after which everything is positional")
    func stopsAtDoubleDash() {
        let moved = LeadingGlobalOptions.moved(["--json", "search", "--", "--weird title"])

        #expect(moved == ["search", "--json", "--", "--weird title"])
    }

    @Test("Without a command after them, or before an unknown option, the arguments are left for the parser")
    func leavesOthersAlone() {
        #expect(LeadingGlobalOptions.moved(["--help"]) == ["--help"])
        #expect(LeadingGlobalOptions.moved(["--json", "--version"]) == ["--json", "--version"])
        #expect(LeadingGlobalOptions.moved(["--bogus", "movie", "550"]) == ["--bogus", "movie", "550"])
        #expect(LeadingGlobalOptions.moved(["--source"]) == ["--source"])
        #expect(LeadingGlobalOptions.moved(["--json"]) == ["--json"])
    }
}
