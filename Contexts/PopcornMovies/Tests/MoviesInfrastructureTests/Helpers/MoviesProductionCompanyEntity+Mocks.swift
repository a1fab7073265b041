@testable import MoviesInfrastructure

extension MoviesProductionCompanyEntity {
    static func mock(
        movieID: Int = 550,
        position: Int = 0,
        productionCompanyID: Int = 711,
        name: String = "Fox 2000 Pictures",
        originCountry: String = "US",
        logoPath: String? = "/tEiIH5QesdheJmDAqQwvtN60727.png"
    ) -> MoviesProductionCompanyEntity {
        MoviesProductionCompanyEntity(
            movieID: movieID,
            position: position,
            productionCompanyID: productionCompanyID,
            name: name,
            originCountry: originCountry,
            logoPath: logoPath
        )
    }
}
