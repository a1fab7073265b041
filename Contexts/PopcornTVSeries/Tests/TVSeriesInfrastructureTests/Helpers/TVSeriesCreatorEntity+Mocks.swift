@testable import TVSeriesInfrastructure

extension TVSeriesCreatorEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        personID: Int = 66_633,
        creditID: String = "52542286760ee31328001a7b",
        name: String = "Vince Gilligan",
        originalName: String = "Vince Gilligan",
        gender: Int = 2,
        profilePath: String? = "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg"
    ) -> TVSeriesCreatorEntity {
        TVSeriesCreatorEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            personID: personID,
            creditID: creditID,
            name: name,
            originalName: originalName,
            gender: gender,
            profilePath: profilePath
        )
    }
}
