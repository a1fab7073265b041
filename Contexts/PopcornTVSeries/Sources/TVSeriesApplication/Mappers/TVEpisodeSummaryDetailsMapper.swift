import Foundation
import TVSeriesDomain

/// Turns a domain `TVEpisode` into the `TVEpisodeSummaryDetails` that names it next to another episode.
struct TVEpisodeSummaryDetailsMapper {
    func map(_ entity: TVEpisode) -> TVEpisodeSummaryDetails {
        TVEpisodeSummaryDetails(
            id: entity.id,
            name: entity.name,
            seasonNumber: entity.seasonNumber,
            episodeNumber: entity.episodeNumber,
            airDate: entity.airDate
        )
    }
}
