import CoreDomain
import CoreDomainTestHelpers
import TVSeriesDomain

extension Credits {
    /// Breaking Bad's billing, for the TV tests that check what a real series' credits hold.
    public static func breakingBad(
        id: Int = 1396,
        cast: [CastMember] = [
            .mock(id: 17_419, creditID: "c1", name: "Bryan Cranston", character: "Walter White", order: 0),
            .mock(id: 84_497, creditID: "c2", name: "Aaron Paul", character: "Jesse Pinkman", order: 1),
            .mock(
                id: 134_531, creditID: "c3", name: "Anna Gunn", character: "Skyler White", gender: .female,
                order: 2),
        ],
        crew: [CrewMember] = [
            .mock(
                id: 66_633, creditID: "w1", name: "Vince Gilligan", job: "Executive Producer",
                department: "Production"),
            .mock(
                id: 1_223_202, creditID: "w2", name: "Dave Porter", job: "Original Music Composer",
                department: "Sound"),
        ]
    ) -> Credits {
        Credits(id: id, cast: cast, crew: crew)
    }
}
