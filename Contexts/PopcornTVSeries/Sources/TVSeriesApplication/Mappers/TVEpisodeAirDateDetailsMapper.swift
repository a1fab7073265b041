import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVEpisodeAirDate` into `TVEpisodeAirDateDetails`, resolving its still with the still sizes.
struct TVEpisodeAirDateDetailsMapper {
    func map(_ entity: TVEpisodeAirDate, imagesConfiguration: ImagesConfiguration) -> TVEpisodeAirDateDetails {
        TVEpisodeAirDateDetails(
            id: entity.id,
            name: entity.name,
            overview: entity.overview,
            airDate: entity.airDate,
            episodeNumber: entity.episodeNumber,
            seasonNumber: entity.seasonNumber,
            episodeType: entity.episodeType,
            runtime: entity.runtime,
            productionCode: entity.productionCode,
            showID: entity.showID,
            stillURLSet: imagesConfiguration.stillURLSet(for: entity.stillPath),
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount
        )
    }
}
