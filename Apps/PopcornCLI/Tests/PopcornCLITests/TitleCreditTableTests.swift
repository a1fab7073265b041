import Testing

@testable import PopcornCLI

@Suite("TitleCreditTable")
struct TitleCreditTableTests {
    @Test("Role parts wrap whole, a part at a time, and a part too long alone is cut")
    func pack() {
        let parts = ["Walter White,", "Producer,", "Director", "(62 episodes)"]
        #expect(TitleCreditTable.pack(parts, width: 24) == ["Walter White, Producer,", "Director (62 episodes)"])
        #expect(TitleCreditTable.pack(["A very long character name"], width: 10) == ["A very lo…"])
    }

    @Test("Roles list the characters, then each job once, then a series' episodes")
    func roles() {
        #expect(TitleCreditRow.identified(.breakingBad).roles == "Walter White, Producer, Director (62 episodes)")
        #expect(TitleCreditRow.identified(.fightClub(characters: [])).roles == "—")
        let both = TitleCreditRow.commanded(.fightClub(jobs: [.init(job: "Producer"), .init(job: "Producer")]))
        #expect(both.roles == "Tyler Durden, Producer")
        #expect(both.trailing == "popcorn movie 550")
    }
}
