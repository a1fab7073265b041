import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVEpisode` into `TVEpisodeDetails`, resolving its still and its people's profile photos.
struct TVEpisodeDetailsMapper {
    private let crewMapper = CrewMemberDetailsMapper()
    private let castMapper = CastMemberDetailsMapper()

    func map(
        _ entity: TVEpisode,
        tvSeriesName: String? = nil,
        seasonName: String? = nil,
        imagesConfiguration: ImagesConfiguration
    ) -> TVEpisodeDetails {
        TVEpisodeDetails(
            id: entity.id,
            name: entity.name,
            episodeNumber: entity.episodeNumber,
            seasonNumber: entity.seasonNumber,
            overview: entity.overview,
            airDate: entity.airDate,
            episodeType: entity.episodeType,
            runtime: entity.runtime,
            showID: entity.showID,
            productionCode: entity.productionCode,
            stillURLSet: imagesConfiguration.stillURLSet(for: entity.stillPath),
            crew: entity.crew?.map { crewMapper.map($0, imagesConfiguration: imagesConfiguration) },
            guestStars: entity.guestStars?
                .sorted { $0.order < $1.order }
                .map { castMapper.map($0, imagesConfiguration: imagesConfiguration) },
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            tvSeriesName: tvSeriesName,
            seasonName: seasonName
        )
    }
}
