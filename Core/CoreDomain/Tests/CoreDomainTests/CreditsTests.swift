import CoreDomain
import Testing

@Suite("Credits")
struct CreditsTests {
    @Test("a cast member's gender defaults to unknown when TMDb gives none")
    func castGenderDefault() {
        let member = CastMember(id: 1, creditID: "c", name: "N", character: "C", order: 0)
        #expect(member.gender == .unknown)
    }

    @Test("the same person may hold two credits, told apart by credit id")
    func twoCreditsOnePerson() {
        let credits = Credits(
            id: 1, cast: [],
            crew: [
                CrewMember(id: 7, creditID: "a", name: "P", job: "Director", department: "Directing"),
                CrewMember(id: 7, creditID: "b", name: "P", job: "Writer", department: "Writing"),
            ])
        #expect(Set(credits.crew.map(\.creditID)).count == 2)
        #expect(Set(credits.crew.map(\.id)).count == 1)
    }
}
