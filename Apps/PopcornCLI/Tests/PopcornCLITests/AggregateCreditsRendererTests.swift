import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("AggregateCreditsRenderer")
struct AggregateCreditsRendererTests {
    let renderer = AggregateCreditsRenderer(style: .plain, width: 80)

    func lines(_ credits: AggregateCreditsDetails = .mock(), width: Int = 80) -> [String] {
        AggregateCreditsRenderer(style: .plain, width: width).render(credits, title: "Breaking Bad (2008–2013)")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The cast is in the order given (billing order) with characters, total episodes and person ids")
    func cast() {
        let lines = lines()
        #expect(lines[0] == "Breaking Bad (2008–2013) — cast and crew of every episode")
        #expect(lines[2] == "Cast (3)")
        #expect(lines[3].hasPrefix("  Bryan Cranston  Walter White  "), "\(lines)")
        #expect(lines[3].hasSuffix("  62 episodes  id 17419"), "\(lines)")
        #expect(lines[4].hasPrefix("  Aaron Paul      Jesse Pinkman  "), "\(lines)")
    }

    @Test("Someone with several characters has each on its own line with its episode count")
    func severalRoles() {
        let lines = lines()
        #expect(lines[5].hasPrefix("  Krysten Ritter  Jane Margolis (10)  "), "\(lines)")
        #expect(lines[5].hasSuffix("  11 episodes  id 14329"), "\(lines)")
        #expect(lines[6].hasPrefix(String(repeating: " ", count: 18) + "Jane Margolis (archive footage"), "\(lines)")
        #expect(lines[6].hasSuffix("…"), "\(lines)")
    }

    @Test("The crew is grouped by department, most episodes first, with jobs and counts")
    func crew() throws {
        let lines = lines()
        let start = try #require(lines.firstIndex(of: "Crew (4)"))
        let crew = Array(lines[(start + 1)...])
        #expect(crew[0] == "  Directing")
        #expect(crew[1].hasPrefix("    Michelle MacLaren  Director  "), "\(crew)")
        #expect(crew[1].hasSuffix("11 episodes  id 1223199"), "\(crew)")
        #expect(crew[2].hasPrefix("    Vince Gilligan     Director  "), "\(crew)")
        #expect(crew[2].hasSuffix(" 5 episodes  id 66633"), "\(crew)")
        #expect(crew[3] == "  Writing")
        #expect(crew[4].hasPrefix("    Sam Writer         Writer (4)  "), "\(crew)")
        #expect(crew[5] == String(repeating: " ", count: 23) + "Story Editor (13)", "\(crew)")
        #expect(crew[6] == "  Production")
        #expect(crew[7].hasPrefix("    Mark Johnson       Executive Producer  "), "\(crew)")
    }

    @Test("The view ends with the commands that open the series and its current credits")
    func hints() {
        let text = renderer.render(.mock(), title: "Breaking Bad (2008–2013)")
        #expect(
            text.hasSuffix(
                "\nOpen a person:   popcorn person <id>\nDetails:         popcorn tv 1396\n"
                    + "Current credits: popcorn tv credits 1396\n"))
    }

    @Test("No line is wider than the width", arguments: [80, 60])
    func width(width: Int) {
        let long = lines(width: width).filter { $0.count > width }
        #expect(long.isEmpty, "\(long)")
    }

    @Test("Empty credits say so")
    func empty() {
        let lines = lines(AggregateCreditsDetails(id: 1, cast: [], crew: []))
        #expect(lines.contains("  No cast listed."))
        #expect(lines.contains("  No crew listed."))
    }
}
