import Foundation
import TVSeriesDomain

extension Network {
    /// AMC, with its logo, country, headquarters and homepage.
    public static func mock(
        id: Int = 174,
        name: String = "AMC",
        logoPath: URL? = URL(string: "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png"),
        originCountry: String? = "US",
        headquarters: String? = "New York City, New York",
        homepage: URL? = URL(string: "https://www.amc.com")
    ) -> Network {
        Network(
            id: id, name: name, logoPath: logoPath, originCountry: originCountry, headquarters: headquarters,
            homepage: homepage)
    }
}
