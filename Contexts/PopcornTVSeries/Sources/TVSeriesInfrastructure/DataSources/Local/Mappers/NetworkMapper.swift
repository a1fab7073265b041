import Foundation
import TVSeriesDomain

/// Maps a series' networks between the domain and `tv_series_network` rows.
struct NetworkMapper {
    func map(_ entity: TVSeriesNetworkEntity) -> Network {
        Network(
            id: entity.networkID,
            name: entity.name,
            logoPath: entity.logoPath.flatMap { URL(string: $0) },
            originCountry: entity.originCountry,
            headquarters: entity.headquarters,
            homepage: entity.homepage.flatMap { URL(string: $0) }
        )
    }

    func map(_ network: Network, tvSeriesID: Int, position: Int) -> TVSeriesNetworkEntity {
        TVSeriesNetworkEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            networkID: network.id,
            name: network.name,
            logoPath: network.logoPath?.relativeString,
            originCountry: network.originCountry,
            headquarters: network.headquarters,
            homepage: network.homepage?.relativeString
        )
    }

    /// Overwrites the network and its position; the series stays.
    func map(_ network: Network, to entity: inout TVSeriesNetworkEntity, position: Int) {
        entity.position = position
        entity.networkID = network.id
        entity.name = network.name
        entity.logoPath = network.logoPath?.relativeString
        entity.originCountry = network.originCountry
        entity.headquarters = network.headquarters
        entity.homepage = network.homepage?.relativeString
    }
}
