import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `Network` into `NetworkDetails`, resolving the logo with the logo sizes.
struct NetworkDetailsMapper {
    func map(_ entity: Network, imagesConfiguration: ImagesConfiguration) -> NetworkDetails {
        NetworkDetails(
            id: entity.id,
            name: entity.name,
            logoURLSet: imagesConfiguration.logoURLSet(for: entity.logoPath),
            originCountry: entity.originCountry,
            headquarters: entity.headquarters,
            homepage: entity.homepage
        )
    }
}
