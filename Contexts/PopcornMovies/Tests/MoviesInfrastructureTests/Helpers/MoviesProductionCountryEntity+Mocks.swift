@testable import MoviesInfrastructure

extension MoviesProductionCountryEntity {
    static func mock(
        movieID: Int = 550,
        position: Int = 0,
        countryCode: String = "US",
        name: String = "United States of America"
    ) -> MoviesProductionCountryEntity {
        MoviesProductionCountryEntity(movieID: movieID, position: position, countryCode: countryCode, name: name)
    }
}
