import CoreApplication
import CoreDomain
import MoviesApplication

extension CreditsDetails {
    /// Fight Club's credits, trimmed: six cast members in billing order, as the application model gives
    /// them, and three crew.
    static func mock(id: Int = 550) -> CreditsDetails {
        CreditsDetails(
            id: id,
            cast: [
                .mock(id: 819, name: "Edward Norton", character: "The Narrator", order: 0),
                .mock(id: 287, name: "Brad Pitt", character: "Tyler Durden", order: 1),
                .mock(id: 1283, name: "Helena Bonham Carter", character: "Marla Singer", order: 2),
                .mock(id: 7470, name: "Meat Loaf", character: "Robert Paulson", order: 3),
                .mock(id: 7499, name: "Jared Leto", character: "Angel Face", order: 4),
                .mock(id: 7471, name: "Zach Grenier", character: "Richard Chesler", order: 5),
            ],
            crew: [
                .mock(id: 7469, name: "Jim Uhls", job: "Screenplay", department: "Writing"),
                .mock(id: 7479, name: "Jeff Cronenweth", job: "Director of Photography", department: "Camera"),
                .mock(id: 7467, name: "David Fincher", job: "Director", department: "Directing"),
            ]
        )
    }
}

extension CastMemberDetails {
    static func mock(id: Int, name: String, character: String, order: Int) -> CastMemberDetails {
        CastMemberDetails(
            id: id, creditID: "cast-\(id)", name: name, character: character, gender: .unknown, order: order)
    }
}

extension CrewMemberDetails {
    static func mock(id: Int, name: String, job: String, department: String) -> CrewMemberDetails {
        CrewMemberDetails(
            id: id, creditID: "crew-\(id)", name: name, job: job, department: department, gender: .unknown)
    }
}
