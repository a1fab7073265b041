import Testing

@testable import PopcornCLI

@Suite("FactsBlock")
struct FactsBlockTests {
    @Test("Labels are aligned and empty values left out")
    func aligned() {
        var facts = FactsBlock()
        facts.add("Runtime", "2h 19m")
        facts.add("Budget", nil)
        facts.add("Genres", "")
        facts.add("Original title", "Le Combat")
        #expect(facts.render(style: .plain, width: 80) == ["  Runtime         2h 19m", "  Original title  Le Combat"])
    }

    @Test("Long values wrap under their own column")
    func wraps() {
        var facts = FactsBlock()
        facts.add("Companies", "Regency Enterprises, Fox 2000 Pictures, Taurus Film, Atman Entertainment")
        let lines = facts.render(style: .plain, width: 50)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 50 })
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 13)))
    }

    @Test("A URL too long for its column goes on its own line under the label")
    func unbreakableValueMovesBelowItsLabel() {
        var facts = FactsBlock()
        facts.add("Original title", "千と千尋の神隠し")
        facts.add("Poster", "https://image.tmdb.org/t/p/w780/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg")
        let lines = facts.render(style: .plain, width: 80)
        #expect(
            lines == [
                "  Original title  千と千尋の神隠し",
                "  Poster",
                "    https://image.tmdb.org/t/p/w780/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg",
            ])
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
