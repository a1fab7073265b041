@testable import TVSeriesInfrastructure

extension TVSeriesProductionCompanyEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        productionCompanyID: Int = 11_073,
        name: String = "Sony Pictures Television Studios",
        originCountry: String = "US",
        logoPath: String? = "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png"
    ) -> TVSeriesProductionCompanyEntity {
        TVSeriesProductionCompanyEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            productionCompanyID: productionCompanyID,
            name: name,
            originCountry: originCountry,
            logoPath: logoPath
        )
    }
}
