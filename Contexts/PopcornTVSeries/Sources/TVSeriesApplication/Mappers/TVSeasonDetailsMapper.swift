import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVSeason` into `TVSeasonDetails`, resolving its poster and its episodes' stills,
/// episodes in their order.
///
/// The episode count is the number of episodes when they are present, else the series' summary count.
struct TVSeasonDetailsMapper {
    private let episodeMapper = TVEpisodeDetailsMapper()

    func map(
        _ entity: TVSeason,
        tvSeriesID: Int? = nil,
        tvSeriesName: String? = nil,
        watchCounts: [Int: Int] = [:],
        imagesConfiguration: ImagesConfiguration
    ) -> TVSeasonDetails {
        TVSeasonDetails(
            id: entity.id,
            name: entity.name,
            seasonNumber: entity.seasonNumber,
            overview: entity.overview,
            airDate: entity.airDate,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            voteAverage: entity.voteAverage,
            episodeCount: entity.episodes?.count ?? entity.episodeCount,
            episodes: entity.episodes?.sorted { $0.episodeNumber < $1.episodeNumber }.map {
                episodeMapper.map(
                    $0, tvSeriesName: tvSeriesName, seasonName: entity.name,
                    watchCount: watchCounts[$0.episodeNumber] ?? 0, imagesConfiguration: imagesConfiguration)
            },
            tvSeriesID: tvSeriesID,
            tvSeriesName: tvSeriesName
        )
    }
}
