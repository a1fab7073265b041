import TerminalLayout
import Testing

@testable import PopcornCLI

extension FactsBlockTests {
    @Test("A value's command follows it on its line, aligned like every value")
    func commandOnTheValuesLine() {
        var facts = FactsBlock()
        facts.add("Released", "1972-03-14")
        facts.add("Part of", "The Godfather Collection", command: "popcorn collection 230")
        facts.add("Missing", nil, command: "popcorn collection 1")
        #expect(
            facts.render(style: .plain, width: 80) == [
                "  Released  1972-03-14", "  Part of   The Godfather Collection  popcorn collection 230",
            ])
    }

    @Test("A command that does not fit after the value goes on a line of its own, never cut or wrapped")
    func commandOnItsOwnLine() {
        var facts = FactsBlock()
        facts.add("Part of", "The Lord of the Rings Collection", command: "popcorn collection 119")
        let lines = facts.render(style: .plain, width: 50)
        #expect(lines == ["  Part of  The Lord of the Rings Collection", "           popcorn collection 119"])
    }

    @Test("The command is measured before it is styled, so colour never moves it")
    func styledCommand() {
        var facts = FactsBlock()
        facts.add("Part of", "The Godfather Collection", command: "popcorn collection 230")
        let plain = facts.render(style: .plain, width: 80)
        let coloured = facts.render(style: TextStyle(isEnabled: true), width: 80).map(TerminalText.plainLine)
        #expect(coloured == plain)
    }
}
