import Foundation
import TVSeriesDomain

/// Turns a series bundle into the ``TVSeriesEpisodeGuide`` of the seasons it holds, putting
/// seasons and episodes in number order; each season's episodes keep their overviews.
struct TVSeriesEpisodeGuideMapper {
    private let episodeMapper = TVEpisodeSummaryDetailsMapper()

    func map(_ bundle: TVSeriesBundle) -> TVSeriesEpisodeGuide {
        let series = bundle.tvSeries
        return TVSeriesEpisodeGuide(
            id: series.id,
            name: series.name,
            status: series.status,
            seasons: (series.seasons ?? []).map {
                TVSeasonOutline(seasonNumber: $0.seasonNumber, episodeCount: $0.episodeCount ?? 0, airDate: $0.airDate)
            }.sorted { $0.seasonNumber < $1.seasonNumber },
            lastEpisodeToAir: series.lastEpisodeToAir.map(map),
            nextEpisodeToAir: series.nextEpisodeToAir.map(map),
            episodes: bundle.seasons.mapValues { season in
                (season.episodes ?? []).map(guideEntry).sorted { $0.episodeNumber < $1.episodeNumber }
            }
        )
    }

    /// A season's episode as the guide lists it: named, dated and with its overview.
    private func guideEntry(_ episode: TVEpisode) -> TVEpisodeSummaryDetails {
        let named = episodeMapper.map(episode)
        return TVEpisodeSummaryDetails(
            id: named.id, name: named.name, seasonNumber: named.seasonNumber, episodeNumber: named.episodeNumber,
            airDate: named.airDate, overview: episode.overview.flatMap { $0.isEmpty ? nil : $0 })
    }

    private func map(_ episode: TVEpisodeAirDate) -> TVEpisodeSummaryDetails {
        TVEpisodeSummaryDetails(
            id: episode.id, name: episode.name, seasonNumber: episode.seasonNumber,
            episodeNumber: episode.episodeNumber, airDate: episode.airDate)
    }
}
