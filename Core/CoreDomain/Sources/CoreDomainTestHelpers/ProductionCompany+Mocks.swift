import CoreDomain
import Foundation

extension ProductionCompany {
    /// Fox 2000 Pictures (Fight Club's studio), for tests in any context.
    public static func mock(
        id: Int = 711,
        name: String = "Fox 2000 Pictures",
        originCountry: String = "US",
        logoPath: URL? = URL(string: "/tEiIH5QesdheJmDAqQwvtN60727.png")
    ) -> ProductionCompany {
        ProductionCompany(id: id, name: name, originCountry: originCountry, logoPath: logoPath)
    }
}
