import CoreDomain
import MoviesDomain

extension Credits {
    static func mock(
        id: Int = 550,
        cast: [CastMember] = [
            .mock(
                id: 819, creditID: "52fe4250c3a36847f80149f3", name: "Edward Norton", character: "Narrator", order: 0),
            .mock(
                id: 287, creditID: "52fe4250c3a36847f80149f7", name: "Brad Pitt", character: "Tyler Durden", order: 1),
            .mock(
                id: 1283, creditID: "52fe4250c3a36847f80149fb", name: "Helena Bonham Carter", character: "Marla Singer",
                gender: .female, order: 2),
        ],
        crew: [CrewMember] = [
            .mock(
                id: 7467, creditID: "52fe4250c3a36847f8014a11", name: "David Fincher", job: "Director",
                department: "Directing"),
            .mock(
                id: 7474, creditID: "52fe4250c3a36847f8014a05", name: "Jim Uhls", job: "Screenplay",
                department: "Writing"),
        ]
    ) -> Credits {
        Credits(id: id, cast: cast, crew: crew)
    }
}
