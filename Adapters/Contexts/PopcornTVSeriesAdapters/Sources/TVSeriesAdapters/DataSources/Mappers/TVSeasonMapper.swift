import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps a TMDb season to the domain `TVSeason`: the summary inside `/tv/{id}` (with its
/// episode count, no episodes) or the body of `/tv/{id}/season/{n}` (with its episodes and,
/// as the domain documents, no summary count).
struct TVSeasonMapper {
    private let episodeMapper = TVEpisodeMapper()

    func map(_ dto: TVSeasonSummaryDTO) -> TVSeason {
        TVSeason(
            id: dto.id,
            name: dto.name,
            seasonNumber: dto.seasonNumber,
            overview: dto.overview.nonEmpty,
            airDate: dto.airDate.tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            voteAverage: dto.voteAverage,
            episodes: nil,
            episodeCount: dto.episodeCount
        )
    }

    func map(_ dto: TVSeasonDetailsDTO) -> TVSeason {
        TVSeason(
            id: dto.id,
            name: dto.name,
            seasonNumber: dto.seasonNumber,
            overview: dto.overview.nonEmpty,
            airDate: dto.airDate.tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            voteAverage: dto.voteAverage,
            episodes: dto.episodes?.map { episodeMapper.map($0) },
            episodeCount: nil
        )
    }
}
