import CoreDomain
import Foundation

extension CastMember {
    /// Brad Pitt as Tyler Durden, for tests in any context; override what a test is about.
    public static func mock(
        id: Int = 287,
        castID: Int? = 4,
        creditID: String = "52fe4250c3a36847f80149f7",
        name: String = "Brad Pitt",
        character: String = "Tyler Durden",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
        order: Int = 1
    ) -> CastMember {
        CastMember(
            id: id,
            castID: castID,
            creditID: creditID,
            name: name,
            character: character,
            gender: gender,
            profilePath: profilePath,
            order: order
        )
    }
}
