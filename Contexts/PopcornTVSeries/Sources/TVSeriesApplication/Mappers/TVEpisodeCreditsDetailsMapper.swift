import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns domain `TVEpisodeCredits` into `TVEpisodeCreditsDetails`: cast and guest stars in billing
/// order, every profile photo resolved with the profile sizes.
struct TVEpisodeCreditsDetailsMapper {
    private let castMapper = CastMemberDetailsMapper()
    private let crewMapper = CrewMemberDetailsMapper()

    func map(_ entity: TVEpisodeCredits, imagesConfiguration: ImagesConfiguration) -> TVEpisodeCreditsDetails {
        TVEpisodeCreditsDetails(
            tvSeriesID: entity.tvSeriesID,
            seasonNumber: entity.seasonNumber,
            episodeNumber: entity.episodeNumber,
            episodeID: entity.episodeID,
            cast: billed(entity.cast, imagesConfiguration: imagesConfiguration),
            guestStars: billed(entity.guestStars, imagesConfiguration: imagesConfiguration),
            crew: entity.crew.map { crewMapper.map($0, imagesConfiguration: imagesConfiguration) }
        )
    }

    /// `members` in billing order (stable for equal orders), their photos resolved.
    private func billed(_ members: [CastMember], imagesConfiguration: ImagesConfiguration) -> [CastMemberDetails] {
        members.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map { castMapper.map($0.element, imagesConfiguration: imagesConfiguration) }
    }
}
