@testable import TVSeriesInfrastructure

extension TVSeriesProductionCountryEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        countryCode: String = "US",
        name: String = "United States of America"
    ) -> TVSeriesProductionCountryEntity {
        TVSeriesProductionCountryEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            countryCode: countryCode,
            name: name
        )
    }
}
