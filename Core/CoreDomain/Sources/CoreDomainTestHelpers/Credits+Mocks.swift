import CoreDomain
import Foundation

extension Credits {
    /// Fight Club's billing, out of order on purpose (Brad Pitt is order 0), for tests in any context.
    public static func mock(
        id: Int = 550,
        cast: [CastMember] = [
            CastMember(
                id: 819, castID: 5, creditID: "c2", name: "Edward Norton", character: "Narrator",
                gender: .male, profilePath: URL(string: "/norton.jpg"), order: 1),
            CastMember(
                id: 287, castID: 4, creditID: "c1", name: "Brad Pitt", character: "Tyler Durden",
                gender: .male, profilePath: URL(string: "/pitt.jpg"), order: 0),
        ],
        crew: [CrewMember] = [
            CrewMember(
                id: 7467, creditID: "c3", name: "David Fincher", job: "Director",
                department: "Directing", gender: .male, profilePath: nil)
        ]
    ) -> Credits {
        Credits(id: id, cast: cast, crew: crew)
    }
}
