import CoreDomain
import Foundation
import TVSeriesDomain

extension ProductionCompany {
    static func mock(
        id: Int = 11_073,
        name: String = "Sony Pictures Television Studios",
        originCountry: String = "US",
        logoPath: URL? = URL(string: "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png")
    ) -> ProductionCompany {
        ProductionCompany(id: id, name: name, originCountry: originCountry, logoPath: logoPath)
    }
}
