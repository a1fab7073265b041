@testable import MoviesInfrastructure

extension MoviesCrewMemberEntity {
    static func mock(
        movieID: Int = 550,
        position: Int = 0,
        personID: Int = 7467,
        creditID: String = "52fe4250c3a36847f8014a11",
        name: String = "David Fincher",
        job: String = "Director",
        department: String = "Directing",
        gender: Int = 2,
        profilePath: String? = "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"
    ) -> MoviesCrewMemberEntity {
        MoviesCrewMemberEntity(
            movieID: movieID,
            position: position,
            personID: personID,
            creditID: creditID,
            name: name,
            job: job,
            department: department,
            gender: gender,
            profilePath: profilePath
        )
    }
}
