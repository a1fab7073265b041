import CoreDomain
import Foundation
import MoviesDomain

extension ProductionCompany {
    static func mock(
        id: Int = 711,
        name: String = "Fox 2000 Pictures",
        originCountry: String = "US",
        logoPath: URL? = URL(string: "/tEiIH5QesdheJmDAqQwvtN60727.png")
    ) -> ProductionCompany {
        ProductionCompany(id: id, name: name, originCountry: originCountry, logoPath: logoPath)
    }
}
