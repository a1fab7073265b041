import Testing

@testable import PopcornCLI

@Suite("ShellQuoting")
struct ShellQuotingTests {
    @Test("Plain words stay as they are")
    func plain() {
        #expect(ShellQuoting.quote("fight") == "fight")
        #expect(ShellQuoting.quote("--page") == "--page")
    }

    @Test("Words with shell characters are single-quoted")
    func quoted() {
        #expect(ShellQuoting.quote("it's") == #"'it'\''s'"#)
        #expect(ShellQuoting.quote("a b") == "'a b'")
        #expect(ShellQuoting.quote("$HOME") == "'$HOME'")
        #expect(ShellQuoting.quote("") == "''")
    }

    @Test("Joined words form one command line")
    func join() {
        #expect(ShellQuoting.join(["popcorn", "movie", "search", "amélie"]) == "popcorn movie search 'amélie'")
    }
}
