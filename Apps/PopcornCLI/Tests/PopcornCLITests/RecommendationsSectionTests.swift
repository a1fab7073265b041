import Testing

@testable import PopcornCLI

@Suite("RecommendationsSection")
struct RecommendationsSectionTests {
    let section = RecommendationsSection(style: .plain, width: 80)

    static func rows(_ count: Int) -> [RecommendationsSection.Row] {
        (0..<count).map { .init(title: "Title \($0) (2001)", command: "popcorn tv \(100 + $0)") }
    }

    @Test("Five rows aligned on their commands under the heading, then the full list's command")
    func fiveAndMore() {
        let lines = section.lines(Self.rows(8), totalResults: 8, moreCommand: "popcorn tv recommendations 1")

        #expect(
            lines == [
                "", "You may also like", "  Title 0 (2001)  popcorn tv 100", "  Title 1 (2001)  popcorn tv 101",
                "  Title 2 (2001)  popcorn tv 102", "  Title 3 (2001)  popcorn tv 103",
                "  Title 4 (2001)  popcorn tv 104", "  More: popcorn tv recommendations 1",
            ])
    }

    @Test("No rows, no section; no more than shown, no More line")
    func noneOrFew() {
        #expect(section.lines([], totalResults: 0, moreCommand: "x").isEmpty)
        #expect(!section.lines(Self.rows(2), totalResults: 2, moreCommand: "x").contains { $0.contains("More") })
    }

    @Test("A long title is cut at 40 characters, and the year follows a title when it is known")
    func titles() {
        let long = String(repeating: "a", count: 50)
        let lines = section.lines([.init(title: long, command: "c")], totalResults: 1, moreCommand: "x")

        #expect(lines[2].count == 2 + 40 + 2 + 1)
        #expect(RecommendationsSection.title("Se7en", year: "1995") == "Se7en (1995)")
        #expect(RecommendationsSection.title("Se7en", year: nil) == "Se7en")
    }

    @Test("On a 40-column terminal the titles give way and every command stays whole")
    func narrow() {
        let rows: [RecommendationsSection.Row] = [
            .init(title: "The Silence of the Lambs (1991)", command: "popcorn movie 274"),
            .init(title: "Parasite (2019)", command: "popcorn movie 496243"),
        ]

        let lines = RecommendationsSection(style: .plain, width: 40).lines(rows, totalResults: 2, moreCommand: "x")

        #expect(
            lines == [
                "", "You may also like", "  The Silence of…   popcorn movie 274",
                "  Parasite (2019)   popcorn movie 496243",
            ])
    }
}
