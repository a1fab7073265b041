@testable import MoviesInfrastructure

extension MoviesCastMemberEntity {
    static func mock(
        movieID: Int = 550,
        position: Int = 0,
        personID: Int = 287,
        castID: Int? = 4,
        creditID: String = "52fe4250c3a36847f80149f7",
        name: String = "Brad Pitt",
        character: String = "Tyler Durden",
        gender: Int = 2,
        profilePath: String? = "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
        order: Int = 1
    ) -> MoviesCastMemberEntity {
        MoviesCastMemberEntity(
            movieID: movieID,
            position: position,
            personID: personID,
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
