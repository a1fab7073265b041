@testable import TVSeriesInfrastructure

extension TVSeriesNetworkEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        networkID: Int = 174,
        name: String = "AMC",
        logoPath: String? = "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png",
        originCountry: String? = "US",
        headquarters: String? = "New York City, New York",
        homepage: String? = "https://www.amc.com"
    ) -> TVSeriesNetworkEntity {
        TVSeriesNetworkEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            networkID: networkID,
            name: name,
            logoPath: logoPath,
            originCountry: originCountry,
            headquarters: headquarters,
            homepage: homepage
        )
    }
}
