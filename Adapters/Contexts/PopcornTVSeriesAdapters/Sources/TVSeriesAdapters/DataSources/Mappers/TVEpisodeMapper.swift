import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps a TMDb episode (inside a season, or the single-episode body) to the domain `TVEpisode`,
/// its crew and guest stars through the shared Core mappers.
///
/// The single-episode endpoint has no `show_id`: the caller passes the series it asked for, so an
/// episode reads the same whichever endpoint it came from (the cache keeps one row for both).
struct TVEpisodeMapper {
    private let crewMapper = CrewMemberMapper()
    private let castMapper = CastMemberMapper()

    func map(_ dto: TVEpisodeDTO, inTVSeries tvSeriesID: Int? = nil) -> TVEpisode {
        TVEpisode(
            id: dto.id,
            name: dto.name,
            episodeNumber: dto.episodeNumber,
            seasonNumber: dto.seasonNumber,
            overview: dto.overview.nonEmpty,
            airDate: dto.airDate.tmdbDate,
            episodeType: dto.episodeType.nonEmpty,
            runtime: dto.runtime,
            showID: dto.showID ?? tvSeriesID,
            productionCode: dto.productionCode.nonEmpty,
            stillPath: dto.stillPath.tmdbURL,
            crew: dto.crew?.map(crewMapper.map),
            guestStars: dto.guestStars?.enumerated().map { index, star in
                castMapper.map(star, fallbackOrder: index)
            },
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount
        )
    }
}
