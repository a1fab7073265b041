import Foundation
import TVSeriesDomain

extension Network {
    static func mock(
        id: Int = 174,
        name: String = "AMC",
        logoPath: URL? = URL(string: "/network.png")
    ) -> Network {
        Network(
            id: id,
            name: name,
            logoPath: logoPath,
            originCountry: "US",
            headquarters: "New York City, New York",
            homepage: URL(string: "https://www.amc.com")
        )
    }
}
