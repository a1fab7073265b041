import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps `last_episode_to_air` / `next_episode_to_air` of `/tv/{id}` to the domain `TVEpisodeAirDate`.
struct TVEpisodeAirDateMapper {
    func map(_ dto: TVEpisodeAirDateDTO) -> TVEpisodeAirDate {
        TVEpisodeAirDate(
            id: dto.id,
            name: dto.name,
            overview: dto.overview.nonEmpty,
            airDate: dto.airDate.tmdbDate,
            episodeNumber: dto.episodeNumber,
            seasonNumber: dto.seasonNumber,
            episodeType: dto.episodeType.nonEmpty,
            runtime: dto.runtime,
            productionCode: dto.productionCode.nonEmpty,
            showID: dto.showID,
            stillPath: dto.stillPath.tmdbURL,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount
        )
    }
}
